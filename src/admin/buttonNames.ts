/**
 * Names in Portuguese for the buttons Decap CMS draws with an icon and nothing else, and no name: on each item of a
 * list, show or hide the item's fields, drag it to another place, delete it; and the Markdown editor's switch
 * between formatted text and Markdown. Decap gives them no name at all (its locale has no phrase for them), so a
 * screen reader said only "botão" for each, 72 times on "Dados do consultório", and voice control could not reach
 * them. Its
 * other icon buttons take their names from the locale (editorLocale.ts).
 *
 * Decap offers no way to name these, so the editor names them on the page (editorPageMends.ts): each name is set
 * where it is missing or out of date, as Decap draws and redraws the form. Nothing else of its buttons is touched.
 */

/** What an item's icon button does. */
export type ItemButton = "toggle" | "move" | "remove";

/** What the name of an item's button says about the item. */
export interface ItemState {
  /** What Decap shows as the item's summary (its first field), possibly empty. */
  summary: string;
  /** Its place in the list, from 1. */
  position: number;
  /** Whether its fields are hidden. */
  collapsed: boolean;
}

/** What dnd-kit, Decap's drag-and-drop, tells a screen reader about a drag handle, in English. */
export const dragInstructions =
  "Para mudar a ordem: aperte a barra de espaço, mova o item com as setas e aperte a barra de espaço de novo para soltar, ou Esc para desistir.";

/** The name of an item's `button`: "Mostrar "08:00"", "Apagar o item nº 4". */
export function itemButtonName(
  button: ItemButton,
  { summary, position, collapsed }: ItemState,
): string {
  const text = summary.trim().replace(/\s+/g, " ");
  const item = text ? `"${text}"` : `o item nº ${position}`;
  switch (button) {
    case "toggle":
      return `${collapsed ? "Mostrar" : "Esconder"} ${item}`;
    case "move":
      return `Mudar a ordem de ${item}`;
    case "remove":
      return `Apagar ${item}`;
  }
}

/** Decap's list items, by the labels its styles carry in their class names (`css-<hash>-ListItem-…`). */
const listItem = '[class*="-ListItem-"]';
const topBar = '[class*="-TopBar-"]';
const summaryLabel = '[class*="-NestedObjectLabel"]';

function setName(element: Element, name: string): void {
  if (element.getAttribute("aria-label") !== name) element.setAttribute("aria-label", name);
}

/** The summary of an item: the text typed in an item of one field, else Decap's label for the group. */
function summaryOf(item: Element, label: Element | null): string {
  const inputs = item.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea");
  if (inputs.length === 1 && inputs[0]?.value) return inputs[0].value;
  return label?.textContent ?? "";
}

/** The Markdown editor's switch, between its labels "Texto formatado" and "Markdown": on is Markdown. */
export const markdownSwitchName = "Escrever em Markdown";
const markdownSwitch = '[class*="-ToolbarToggle"] > [role="switch"]';

/** Names Decap's nameless icon buttons in `root`: every list item's, and the Markdown editor's switch. */
export function nameDecapButtons(root: ParentNode): void {
  nameListButtons(root);
  for (const toggle of root.querySelectorAll(markdownSwitch)) setName(toggle, markdownSwitchName);
}

/** Names the icon buttons of every list item in `root`. */
function nameListButtons(root: ParentNode): void {
  for (const list of new Set(
    Array.from(root.querySelectorAll(listItem), (item) => item.parentElement),
  )) {
    if (!list) continue;
    const items = Array.from(list.children).filter((child) => child.matches(listItem));
    items.forEach((item, index) => {
      const bar = item.querySelector(`:scope > ${topBar}`);
      if (!bar) return;
      // Decap shows an item's summary line only while its fields are hidden.
      const label = item.querySelector(`:scope > ${summaryLabel}`);
      const state: ItemState = {
        summary: summaryOf(item, label),
        position: index + 1,
        collapsed: label ? window.getComputedStyle(label).display !== "none" : false,
      };
      const [first, drag, last] = Array.from(bar.children);
      if (first instanceof HTMLButtonElement) {
        setName(first, itemButtonName("toggle", state));
        const expanded = String(!state.collapsed);
        if (first.getAttribute("aria-expanded") !== expanded)
          first.setAttribute("aria-expanded", expanded);
      }
      const handle = drag?.matches('[role="button"]')
        ? drag
        : drag?.querySelector('[role="button"]');
      if (handle) {
        setName(handle, itemButtonName("move", state));
        const described = handle.getAttribute("aria-describedby");
        const instructions = described ? document.getElementById(described) : null;
        if (instructions && instructions.textContent !== dragInstructions)
          instructions.textContent = dragInstructions;
      }
      if (last instanceof HTMLButtonElement) setName(last, itemButtonName("remove", state));
    });
  }
}
