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
 * definition, so a screen reader reads "de taxa de sucesso, 98%" and never a figure without its label.
 */
export async function readStatPairs(container: HTMLElement): Promise<[string, string][]> {
  const inContainer = within(container);
  const terms = inContainer.getAllByRole("term");
  const definitions = inContainer.getAllByRole("definition");
  await expect(definitions).toHaveLength(terms.length);
  const pairs: [string, string][] = [];
  for (const [index, term] of terms.entries()) {
    await expect(term.nextElementSibling).toBe(definitions[index]);
    pairs.push([term.textContent ?? "", definitions[index]?.textContent ?? ""]);
  }
  return pairs;
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
