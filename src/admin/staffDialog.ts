/**
 * The editor's own dialog (a native `<dialog>`, modal): a title, a short text, optionally a longer list folded
 * under "Ver …", and the buttons. Large, plain and in the site's colours (staffUi.css), instead of the browser's
 * boxes, which on a phone show a long text as a wall and cannot fold a list. What each button does is the caller's.
 */

/** What the dialog says. */
export interface StaffDialogContent {
  /** The id its title is reached by, which names the dialog. */
  id: string;
  /** The question or the news, as the dialog's heading. */
  title: string;
  /** One or two sentences under it. */
  text: string;
  /** A longer text folded away: what the summary says, and the text itself (one paragraph a line). */
  details?: { summary: string; text: string };
  /** The buttons' words, the first the main one. */
  actions: readonly string[];
}

/** The dialog on the page, open, and its parts. */
export interface StaffDialog {
  dialog: HTMLDialogElement;
  /** A line for what went wrong, read out when it is filled. */
  problem: HTMLElement;
  /** The buttons, in the order of `actions`. */
  buttons: HTMLButtonElement[];
  /** Closes the dialog and takes it off the page. */
  close(): void;
}

/** Opens the dialog, modal, with focus on its main button. */
export function openStaffDialog({
  id,
  title,
  text,
  details,
  actions,
}: StaffDialogContent): StaffDialog {
  const dialog = document.createElement("dialog");
  dialog.className = "staff-dialog";
  dialog.setAttribute("aria-labelledby", `${id}-title`);
  dialog.setAttribute("aria-describedby", `${id}-text`);
  const heading = document.createElement("h2");
  heading.id = `${id}-title`;
  heading.textContent = title;
  const body = document.createElement("p");
  body.id = `${id}-text`;
  body.textContent = text;
  dialog.append(heading, body);
  if (details) {
    const fold = document.createElement("details");
    const summary = document.createElement("summary");
    summary.textContent = details.summary;
    fold.append(summary);
    for (const line of details.text.split("\n")) {
      const paragraph = document.createElement("p");
      paragraph.textContent = line;
      fold.append(paragraph);
    }
    dialog.append(fold);
  }
  const problem = document.createElement("p");
  problem.className = "staff-dialog__problem";
  problem.setAttribute("role", "alert");
  const row = document.createElement("div");
  row.className = "staff-dialog__actions";
  const buttons = actions.map((words, index) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = words;
    if (index > 0) button.className = "staff-dialog__secondary";
    return button;
  });
  row.append(...buttons);
  dialog.append(problem, row);
  document.body.append(dialog);
  dialog.showModal();
  buttons[0]?.focus();
  return {
    dialog,
    problem,
    buttons,
    close() {
      dialog.close();
      dialog.remove();
    },
  };
}
