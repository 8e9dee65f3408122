import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HomeHero } from "../../../src/sections/home/HomeHero";
import { home, settings } from "../../fixtures/content";
import { doctorPhoto } from "../../fixtures/doctorPhoto";
import { expectBookingDialogFrom } from "../sectionStoryKit";

const meta = {
  title: "Sections/Home/HomeHero",
  component: HomeHero,
  args: { hero: home.hero, settings, photo: doctorPhoto },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page's opening as a screen reader meets it: the h1 names the region, then photo, doctor, button. Beside
 * the photo, the identification CFM 2.336/2023 (arts. 4 and 6) asks of the main page: name, "Médico", CRM with
 * its state, RQE.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: home.hero.title });
    const inHero = within(region);
    await expect(inHero.getByRole("heading", { level: 1 })).toHaveTextContent(home.hero.title);
    await expect(inHero.getAllByRole("heading")).toHaveLength(1);
    await expect(inHero.getByRole("img", { name: `Foto de ${settings.doctorName}` })).toBeVisible();
    await expect(region).toHaveTextContent(settings.doctorName);
    await expect(region).toHaveTextContent(settings.doctorTitle);
    await expect(region).toHaveTextContent(/Médico/);
    await expect(region).toHaveTextContent(
      `CRM-${settings.state} ${settings.crm} · RQE ${settings.rqe}`,
    );
    await expect(inHero.getByRole("button", { name: "Agendar Consulta" })).toBeVisible();
    const highlights = inHero.getAllByRole("listitem").map((item) => item.textContent);
    await expect(highlights).toEqual([...home.hero.highlights]);
  },
};

/** "Agendar Consulta" opens the shared booking dialog. */
export const OpensBooking: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const button = canvas.getByRole("button", { name: "Agendar Consulta" });
    await expectBookingDialogFrom(userEvent, canvasElement, button);
  },
};

/** A doctor registered in Piauí: the CRM's state is the settings' state, never a fixed "MA". */
export const AnotherState: Story = {
  args: { settings: { ...settings, state: "PI", crm: "4321", rqe: "987" } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: home.hero.title });
    await expect(region).toHaveTextContent("CRM-PI 4321 · RQE 987");
    await expect(region).not.toHaveTextContent("CRM-MA");
  },
};
