/**
 * What the booking stories share: a probe that shows the booking state, and the steps every play function
 * repeats. The dialog and the toasts render in portals on document.body, outside the story's canvas, so they
 * are looked up in the whole document, by role and accessible name, as a screen reader would find them.
 */
import type { StoryContext } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { useBooking } from "../../src/booking/BookingContext";

/** The `userEvent` a play function receives. */
export type StoryUserEvent = StoryContext["userEvent"];

/** Shows the shared booking state, so a play function can prove what a click recorded. */
export function BookingStateProbe() {
  const { isOpen, reason } = useBooking();
  return (
    <output aria-label="Estado do agendamento">
      {isOpen ? "Aberto" : "Fechado"}; motivo: &quot;{reason?.label ?? ""}&quot;
    </output>
  );
}

/** The whole document: dialogs and toasts are portalled out of the canvas. */
export function inDocument(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/**
 * The probe's text. `hidden: true` because, while the dialog is open, Reach hides the page (probe included)
 * from the accessibility tree with aria-hidden.
 */
export function probe(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole("status", { name: "Estado do agendamento", hidden: true });
}

/** Clicks `opener` and waits for the dialog; the first time, its code is still being fetched. */
export async function openWith(
  userEvent: StoryUserEvent,
  canvasElement: HTMLElement,
  opener: HTMLElement,
) {
  await userEvent.click(opener);
  const dialog = await inDocument(canvasElement).findByRole(
    "dialog",
    { name: "Agendar Consulta" },
    { timeout: 5000 },
  );
  return dialog;
}

/** The dialog's form controls, by their labels. */
export function formControls(dialog: HTMLElement) {
  const inDialog = within(dialog);
  return {
    name: inDialog.getByRole("textbox", { name: "Nome" }),
    whatsapp: inDialog.getByRole("textbox", { name: "WhatsApp" }),
    interests: inDialog.getByRole("radiogroup", { name: "Interesse" }),
    radio: (label: string) => inDialog.getByRole("radio", { name: label }),
    submit: inDialog.getByRole("button", { name: "Enviar para WhatsApp" }),
    close: inDialog.getByRole("button", { name: "Fechar" }),
  };
}

/** Types into the fields that are given; leaves the others as they are. */
export async function fill(
  userEvent: StoryUserEvent,
  dialog: HTMLElement,
  values: { name?: string; whatsapp?: string; interest?: string },
) {
  const controls = formControls(dialog);
  if (values.name !== undefined) await userEvent.type(controls.name, values.name);
  if (values.whatsapp !== undefined) await userEvent.type(controls.whatsapp, values.whatsapp);
  if (values.interest !== undefined) await userEvent.click(controls.radio(values.interest));
}

/** The dialog has gone, the reason is cleared and focus is back on the button that opened it. */
export async function expectClosedAndReset(canvasElement: HTMLElement, opener: HTMLElement) {
  await waitFor(() => expect(inDocument(canvasElement).queryByRole("dialog")).toBeNull());
  await expect(probe(canvasElement)).toHaveTextContent('Fechado; motivo: ""');
  await waitFor(() => expect(opener).toHaveFocus());
}

/**
 * A stand-in for the tab window.open returns, to prove the form cuts its link back to the site. It went to the
 * chat's site, as a real tab does: its address can no longer be read, so the booking knows the chat opened.
 */
export function fakeTab(): Window {
  return {
    opener: window,
    closed: false,
    get location(): never {
      throw new DOMException(
        "Blocked a frame from accessing a cross-origin frame.",
        "SecurityError",
      );
    },
  } as unknown as Window;
}

/**
 * A window the browser answers with while nothing opens (as some apps' own browsers do): it never goes anywhere,
 * and the page stays in front of the visitor.
 */
export function stillWindow(): Window {
  return { opener: window, closed: false, location: { href: "about:blank" } } as unknown as Window;
}

/**
 * A finger's touch on `element`, as the browser sends it: touchstart at its centre, then touchend where the finger
 * lifts, `moveBy` px to the right. `cancelable: false` is a touchend once the browser has turned the touch into a
 * scroll. Returns whether the page cancelled the touchend (which cancels the click a browser would make of it).
 */
export function touch(
  element: HTMLElement,
  { moveBy = 0, cancelable = true }: { moveBy?: number; cancelable?: boolean } = {},
): boolean {
  const box = element.getBoundingClientRect();
  const at = (dx: number) =>
    new Touch({
      identifier: 1,
      target: element,
      clientX: box.left + box.width / 2 + dx,
      clientY: box.top + box.height / 2,
    });
  const down = at(0);
  element.dispatchEvent(
    new TouchEvent("touchstart", {
      bubbles: true,
      cancelable: true,
      touches: [down],
      targetTouches: [down],
      changedTouches: [down],
    }),
  );
  const lift = new TouchEvent("touchend", {
    bubbles: true,
    cancelable,
    changedTouches: [at(moveBy)],
  });
  element.dispatchEvent(lift);
  return lift.defaultPrevented;
}
