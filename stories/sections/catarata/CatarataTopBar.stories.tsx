import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CatarataTopBar } from "../../../src/sections/catarata/CatarataTopBar";
import { catarata, settings } from "../../fixtures/content";
import { expectBookingDialogFrom } from "../sectionStoryKit";

const meta = {
  title: "Sections/Catarata/CatarataTopBar",
  component: CatarataTopBar,
  args: {
    doctorName: settings.doctorName,
    doctorTitle: settings.doctorTitle,
    ctaLabel: catarata.topBar.ctaLabel,
  },
} satisfies Meta<typeof CatarataTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's banner: the doctor's name links home, and the booking button is always in reach. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("banner");
    const inBar = within(banner);
    // Below md the title is hidden, so the name may or may not be followed by it.
    const home = inBar.getByRole("link", { name: (name) => name.startsWith(settings.doctorName) });
    await expect(home).toHaveAttribute("href", "/");
    await expect(inBar.getByRole("button", { name: "Agendar consulta" })).toBeVisible();
    await expect(getComputedStyle(banner).position).toBe("sticky");
  },
};

/** "Agendar consulta" opens the shared booking dialog. */
export const OpensBooking: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const button = canvas.getByRole("button", { name: "Agendar consulta" });
    await expectBookingDialogFrom(userEvent, canvasElement, button);
  },
};
