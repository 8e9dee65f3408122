import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { specialDatesCheckGlobal } from "../../../src/boot/startUpNames";
import { CallToActionBand } from "../../../src/sections/layout/CallToActionBand";
import { SpecialDatesNotice } from "../../../src/sections/layout/SpecialDatesNotice";
import { expectNoOverflow } from "../../components/componentStoryKit";
import { settings } from "../../fixtures/content";
// The page's own inline check, as the build writes it into the page: it leaves itself on `window`.
import "../../../src/boot/specialDatesCheck";

const morning = { opens: "08:00", closes: "12:00" };

/** A year's end as a practice might fill it in, out of order as the editor may leave it. */
const exceptions = [
  { from: "2027-01-11", until: "2027-01-22", reason: "Férias do médico", intervals: [] },
  { from: "2026-12-25", reason: "Natal", intervals: [] },
  { from: "2026-12-24", reason: "Véspera de Natal", intervals: [morning] },
  // Already over on the day the page was built: never in the page.
  { from: "2026-11-20", reason: "Consciência Negra", intervals: [] },
];

const meta = {
  title: "Sections/Layout/SpecialDatesNotice",
  component: SpecialDatesNotice,
  args: { exceptions, today: "2026-12-15", emergency: settings.practice.emergency },
  decorators: [
    (Story) => (
      <div style={{ padding: "0.5rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SpecialDatesNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Runs the page's inline check as of `day` at noon in Fortaleza (15:00 UTC), as a phone would on that day. */
function checkOn(day: string) {
  const check = window[specialDatesCheckGlobal];
  if (!check) throw new Error("The page's check did not leave itself on window.");
  check(Date.parse(`${day}T15:00:00Z`));
}

/** The lines the notice shows, in order. */
function shownLines(note: HTMLElement): string[] {
  return within(note)
    .queryAllByRole("listitem")
    .map((line) => line.textContent ?? "");
}

/**
 * Built on 15 December: Christmas Eve's short hours and Christmas Day's closure, within the next 14 days, are said
 * near the booking, in date order; the holidays in January are not yet; a date already past is nowhere. Under
 * them, the settings' emergency line: a closed door is no place to wait. Pictured also at 320 px with the text at
 * 200%: the words keep the width, the icon gives its room.
 */
export const ClosureThisWeek: Story = {
  parameters: { largeTextPicture: true },
  play: async ({ canvas }) => {
    const note = canvas.getByRole("note", { name: "Horário especial nos próximos dias" });
    await expect(note).toBeVisible();
    await expect(shownLines(note)).toEqual([
      "Véspera de Natal, 24/12/2026: atendimento 8h às 12h",
      "Natal, 25/12/2026: consultório fechado",
    ]);
    await expect(canvas.queryByText(/Consciência Negra/)).toBeNull();
    await expect(within(note).getByRole("note")).toHaveTextContent(settings.practice.emergency);
    await expect(within(note).getByText(/Não espere resposta no WhatsApp/)).toBeVisible();
    await expectNoOverflow(note);
  },
};

/**
 * The same page read later, with no new build: the page's own check (the script the build inlines) hides
 * Christmas once it is over and shows the January holidays as they come within 14 days; once every date is over,
 * the whole notice goes.
 */
export const CheckedOnThePhone: Story = {
  play: async ({ canvas, step }) => {
    const note = canvas.getByRole("note", { name: "Horário especial nos próximos dias" });
    await step("26 December: Christmas is over, the holidays are 16 days off", async () => {
      checkOn("2026-12-26");
      await expect(note).not.toBeVisible();
    });
    await step("30 December: the holidays are within 14 days", async () => {
      checkOn("2026-12-30");
      await expect(note).toBeVisible();
      await expect(shownLines(note)).toEqual([
        "Férias do médico, 11/01/2027 a 22/01/2027: consultório fechado",
      ]);
    });
    await step("23 January: every date is over", async () => {
      checkOn("2027-01-23");
      await expect(canvas.queryByRole("note")).toBeNull();
      await expect(canvas.queryByText(settings.practice.emergency)).not.toBeVisible();
    });
  },
};

/** Near an article's closing call to book, on the dark band: the notice keeps its own light box. */
export const OnTheClosingBand: Story = {
  render: (args) => (
    <CallToActionBand
      title="Ficou com alguma dúvida?"
      text="Fale com o consultório pelo WhatsApp."
      headingId="duvidas"
      notice={<SpecialDatesNotice {...args} />}
    >
      <span />
    </CallToActionBand>
  ),
  play: async ({ canvas }) => {
    const note = canvas.getByRole("note", { name: "Horário especial nos próximos dias" });
    await expect(note).toBeVisible();
    await expect(note).toHaveTextContent("Natal, 25/12/2026: consultório fechado");
  },
};

/** Nothing in the next 14 days, and nothing later: no notice at all. */
export const NothingComing: Story = {
  args: { today: "2027-02-01" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("note")).toBeNull();
  },
};
