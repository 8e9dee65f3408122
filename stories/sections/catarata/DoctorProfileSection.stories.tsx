import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DoctorProfileSection } from "../../../src/sections/catarata/DoctorProfileSection";
import { catarata, settings } from "../../fixtures/content";
import { doctorPhoto } from "../../fixtures/doctorPhoto";
import { expectStatNotes, readStatPairs } from "../sectionStoryKit";

const meta = {
  title: "Sections/Catarata/DoctorProfileSection",
  component: DoctorProfileSection,
  args: { profile: catarata.profile, settings, photo: doctorPhoto },
} satisfies Meta<typeof DoctorProfileSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who operates: the described photo, the doctor's name as an h3, both registrations and the figures. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: catarata.profile.title });
    const inSection = within(region);
    await expect(inSection.getByRole("heading", { level: 2 })).toHaveTextContent(
      catarata.profile.title,
    );
    await expect(
      inSection.getByRole("img", { name: `Foto de ${settings.doctorName}` }),
    ).toBeVisible();
    await expect(inSection.getByRole("heading", { level: 3 })).toHaveTextContent(
      settings.doctorName,
    );
    await expect(region).toHaveTextContent(
      `${settings.doctorTitle} · CRM-${settings.state} ${settings.crm} · RQE ${settings.rqe}`,
    );
    await expect(region).toHaveTextContent(catarata.profile.bio);

    const pairs = await readStatPairs(region);
    await expect(pairs.map(([, value]) => value)).toEqual(["5000+", "5 anos"]);
    await expect(pairs).toEqual(catarata.profile.stats.map((stat) => [stat.label, stat.value]));
    // Under each figure, what exactly it counts and where it comes from, in fields of their own.
    await expectStatNotes(region, catarata.profile.stats);
  },
};
