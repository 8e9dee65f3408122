/**
 * What the section stories share: reading key figures as a screen reader does, and opening the booking dialog
 * from a section's button. The dialog renders in a portal on document.body, outside the story's canvas.
 */
import type { StoryContext } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";

/** The `userEvent` a play function receives. */
export type StoryUserEvent = StoryContext["userEvent"];

/**
 * A StatList's figures in reading order, as [label, value] pairs: each term must be followed directly by its
 * definition, so a screen reader reads "de cirurgia, 15-20 min" and never a figure without its label.
 */
export async function readStatPairs(container: HTMLElement): Promise<[string, string][]> {
  const terms = within(container).getAllByRole("term");
  const pairs: [string, string][] = [];
  for (const term of terms) {
    const value = term.nextElementSibling;
    await expect(value?.tagName).toBe("DD");
    pairs.push([term.textContent ?? "", value?.textContent ?? ""]);
  }
  return pairs;
}

/**
 * What each figure's note says, read right after the figure (what exactly it counts, and "Fonte: …"), in the
 * figures' order; "" for a figure without one.
 */
export async function readStatNotes(container: HTMLElement): Promise<string[]> {
  return within(container)
    .getAllByRole("term")
    .map((term) => {
      const note = term.nextElementSibling?.nextElementSibling;
      return note?.tagName === "DD" ? (note.textContent ?? "") : "";
    });
}

/** Checks that every figure is read with its definition and its source, from the content. */
export async function expectStatNotes(
  container: HTMLElement,
  stats: readonly { definition?: string | null; source?: string | null }[],
) {
  const notes = await readStatNotes(container);
  await expect(notes).toHaveLength(stats.length);
  for (const [index, stat] of stats.entries()) {
    await expect(notes[index]).toContain(stat.definition ?? "");
    await expect(notes[index]).toContain(`Fonte: ${stat.source ?? ""}`);
  }
}

/**
 * Clicks a booking button, waits for the shared "Agendar Consulta" dialog (its code loads on first use), closes
 * it with "Fechar" and checks that focus comes back to the button.
 */
export async function expectBookingDialogFrom(
  userEvent: StoryUserEvent,
  canvasElement: HTMLElement,
  button: HTMLElement,
) {
  const page = within(canvasElement.ownerDocument.body);
  await expect(button).toHaveAttribute("aria-haspopup", "dialog");
  await expect(page.queryByRole("dialog")).toBeNull();
  await userEvent.click(button);
  const dialog = await page.findByRole("dialog", { name: "Agendar Consulta" }, { timeout: 5000 });
  // It fades in from transparent, so wait for the fade to end.
  await waitFor(() => expect(dialog).toBeVisible());
  await userEvent.click(within(dialog).getByRole("button", { name: "Fechar" }));
  await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(button).toHaveFocus());
}
