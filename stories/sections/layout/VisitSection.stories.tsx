import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { VisitSection } from "../../../src/sections/layout/VisitSection";
import { settings } from "../../fixtures/content";

const meta = {
  title: "Sections/Layout/VisitSection",
  component: VisitSection,
  args: { visit: settings.visit },
} satisfies Meta<typeof VisitSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What a patient asks before coming, as the settings ship it: how long it takes, what to bring, dilation (come
 * with someone, do not drive) and whether the refraction exam is charged apart.
 */
export const AsShipped: Story = {
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole("region", { name: settings.visit.title }));
    for (const name of [
      settings.visit.durationTitle,
      settings.visit.bringTitle,
      settings.visit.dilationTitle,
      settings.visit.refractionTitle,
    ])
      await expect(section.getByRole("heading", { level: 3, name })).toBeVisible();
    for (const item of settings.visit.bring) await expect(section.getByText(item)).toBeVisible();
    await expect(section.getByText(/não dirija/)).toBeVisible();
    await expect(section.getByText(/cobrado à parte/)).toBeVisible();
  },
};

/** What the staff write is what the page shows: a practice that includes the refraction exam everywhere. */
export const Edited: Story = {
  args: {
    visit: {
      ...settings.visit,
      refraction:
        "O exame de refração está incluído na consulta, no particular e em todos os convênios.",
      bring: ["Documento com foto", "Os óculos que você usa"],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/incluído na consulta/)).toBeVisible();
    for (const item of ["Documento com foto", "Os óculos que você usa"])
      await expect(canvas.getByText(item)).toBeVisible();
    await expect(canvas.queryByText(/cobrado à parte/)).toBeNull();
  },
};
