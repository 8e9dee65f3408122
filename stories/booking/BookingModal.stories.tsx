import type { Meta, StoryObj } from "@storybook/react-vite";
import { removedBarSizeVariable } from "react-remove-scroll-bar/constants";
import { expect, mocked, spyOn, waitFor, within } from "storybook/test";
import { BookingButton } from "../../src/booking/BookingButton";
import { chatUrl } from "../../src/booking/chatUrl";
import { useExamPreparation } from "../../src/booking/ExamPreparation";
import siteSettings from "../../src/content/site-settings.json";
import type { BookingEvent } from "../../src/booking/bookingEvents";
import { Stack } from "../../src/components/Stack";
import { confirmationShownMs, notOpenedAfterMs } from "../../src/booking/noticeTiming";
import {
  BookingStateProbe,
  expectClosedAndReset,
  fakeTab,
  fill,
  formControls,
  inDocument,
  openWith,
  probe,
  stillWindow,
  type StoryUserEvent,
} from "./bookingStoryKit";
import { expectNoOverflow } from "../components/componentStoryKit";

/*
 * The booking modal itself is not rendered here: the decorator in .storybook/preview.tsx mounts the site's root,
 * with the one lazily loaded modal, as on the site. Each story presses a real call to action to open it.
 * No docs page: every story on one page would mount several site roots, each with its own modal and toasts.
 */
const meta = {
  title: "Booking/BookingModal",
  component: BookingButton,
  tags: ["!autodocs"],
  args: { reasonKey: "home", children: "Agendar Consulta", size: "lg" },
  render: (args) => (
    <Stack gap={4} align="start">
      <BookingButton {...args} />
      <BookingStateProbe />
    </Stack>
  ),
  parameters: { layout: "padded" },
  // window.open is replaced in every story, so no story ever opens a real tab; each story picks what it returns.
  beforeEach: () => {
    const open = spyOn(window, "open").mockImplementation(() => null);
    return () => open.mockRestore();
  },
} satisfies Meta<typeof BookingButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message each story sends, as the practice reads it (src/booking/bookingMessage.ts). */
const messages = {
  mariaConsulta:
    "Olá! Meu nome é Maria da Silva e vim através do site. Gostaria de agendar consulta. WhatsApp para contato: (98) 98765-4321",
  mariaExames:
    "Olá! Meu nome é Maria da Silva e vim através do site. Gostaria de realizar exames. WhatsApp para contato: (98) 98765-4321",
  joseExames:
    "Olá! Meu nome é José Ribamar e vim através do site. Gostaria de realizar exames. WhatsApp para contato: (98) 98765-4321",
  anaRetorno:
    "Olá! Meu nome é Ana Luísa e vim através do site. Gostaria de agendar consulta de retorno. WhatsApp para contato: (98) 98765-4321",
  specialCharacters:
    "Olá! Meu nome é Maria & José #1 ?x=1 e vim através do site. Gostaria de realizar exames. WhatsApp para contato: (98) 98765-4321",
};

/** The chat's web link with each message (chatUrl's own tests hold the encoding). */
const urls = Object.fromEntries(
  Object.entries(messages).map(([story, message]) => [story, chatUrl("5599000000000", message)]),
) as Record<keyof typeof messages, string>;

/** Opens the modal with the story's button and returns it with the dialog. */
async function open(
  canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement },
  userEvent: StoryUserEvent,
  canvasElement: HTMLElement,
) {
  const opener = canvas.getByRole("button", { name: "Agendar Consulta" });
  const dialog = await openWith(userEvent, canvasElement, opener);
  return { opener, dialog, controls: formControls(dialog) };
}

/** Fills everything, closes the dialog with `close`, then proves it closed clean and reopens empty. */
async function closeClearsEverything(
  canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement },
  userEvent: StoryUserEvent,
  canvasElement: HTMLElement,
  close: (dialog: HTMLElement) => Promise<void>,
) {
  const { opener, dialog } = await open(canvas, userEvent, canvasElement);
  await expect(probe(canvasElement)).toHaveTextContent('Aberto; motivo: "Agendar Consulta"');
  await fill(userEvent, dialog, {
    name: "Maria da Silva",
    whatsapp: "98987654321",
    interest: "Realizar Exames",
  });
  await expect(formControls(dialog).name).toHaveValue("Maria da Silva");

  await close(dialog);
  await expectClosedAndReset(canvasElement, opener);
  await expect(window.open).not.toHaveBeenCalled();

  const reopened = await openWith(userEvent, canvasElement, opener);
  const controls = formControls(reopened);
  await expect(controls.name).toHaveValue("");
  await expect(controls.whatsapp).toHaveValue("");
  for (const label of ["Agendar Consulta", "Realizar Exames", "Agendar Consulta de Retorno"]) {
    await expect(controls.radio(label)).not.toBeChecked();
  }
}

/** What every element inherits from the body of the variable the dialog's scroll lock sets (its library's own name). */
function inheritedScrollGap(canvasElement: HTMLElement) {
  const body = canvasElement.ownerDocument.body;
  return getComputedStyle(body).getPropertyValue(removedBarSizeVariable).trim();
}

/**
 * The dialog as it opens: named and described, focus on the first field, every field as the spec lists it. Its
 * scroll lock changes nothing the page's elements inherit: the base style gives the body the lock's value from the
 * start (src/booking/scrollLockCss.ts), so the browser restyles the dialog alone.
 */
export const OpensEmpty: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const gapBefore = inheritedScrollGap(canvasElement);
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveAttribute("data-scroll-locked"),
    );
    await expect(inheritedScrollGap(canvasElement)).toBe(gapBefore);
    await expect(dialog).toHaveAccessibleName("Agendar Consulta");
    await expect(dialog).toHaveAccessibleDescription("Preencha os dados para entrar em contato");
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Agendar Consulta",
    );
    // The settings' emergency line, before the form: WhatsApp is no place for an emergency.
    await expect(within(dialog).getByRole("note")).toHaveTextContent(
      siteSettings.practice.emergency,
    );
    await waitFor(() => expect(controls.name).toHaveFocus());

    await expect(controls.name).toHaveAttribute("type", "text");
    await expect(controls.name).toHaveAttribute("placeholder", "Digite seu nome completo");
    await expect(controls.name).toHaveAttribute("autocomplete", "name");
    await expect(controls.name).toHaveAttribute("maxlength", "120");
    await expect(controls.name).toBeRequired();
    await expect(controls.name).toHaveValue("");

    await expect(controls.whatsapp).toHaveAttribute("type", "tel");
    await expect(controls.whatsapp).toHaveAttribute("inputmode", "tel");
    await expect(controls.whatsapp).toHaveAttribute("autocomplete", "tel-national");
    await expect(controls.whatsapp).toHaveAttribute("placeholder", "(99) 99999-9999");
    await expect(controls.whatsapp).toBeRequired();
    await expect(controls.whatsapp).toHaveValue("");

    await expect(controls.interests.tagName).toBe("FIELDSET");
    const radios = within(controls.interests).getAllByRole("radio");
    await expect(radios.map((radio) => radio.getAttribute("value"))).toEqual([
      "agendar consulta",
      "realizar exames",
      "agendar consulta de retorno",
    ]);
    for (const label of ["Agendar Consulta", "Realizar Exames", "Agendar Consulta de Retorno"]) {
      const radio = controls.radio(label);
      await expect(radio).not.toBeChecked();
      // The whole row is the label: a 48 px target, not just the little circle.
      const row = radio.closest("label") as HTMLElement;
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    }

    await expect(controls.submit).toHaveAttribute("type", "submit");
    await expect(controls.name.closest("form")).toHaveAttribute("novalidate");
    await waitFor(() =>
      expect(
        within(dialog).getByText(/não ficam guardados neste site.*seu próprio WhatsApp/),
      ).toBeVisible(),
    );
    await expect(controls.close).toHaveAccessibleName("Fechar");
    await expect(controls.close.querySelector("svg")).toHaveAttribute("aria-hidden", "true");

    // Medium width (theme.sizes.dialog, 28rem), at most 90% of the viewport tall, scrolling inside.
    const style = getComputedStyle(dialog);
    await expect(style.maxWidth).toBe("448px");
    await expect(style.overflowY).toBe("auto");
    await expect(parseFloat(style.maxHeight)).toBeCloseTo(window.innerHeight * 0.9, 0);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(448);
  },
};

/** Filled in but not sent: what the visitor sees just before pressing the button. */
export const Filled: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "Maria da Silva",
      whatsapp: "98987654321",
      interest: "Agendar Consulta",
    });
    await expect(controls.whatsapp).toHaveValue("(98) 98765-4321");
    await expect(controls.radio("Agendar Consulta")).toBeChecked();
    await expect(window.open).not.toHaveBeenCalled();
  },
};

/** The close button clears the form and the reason, and gives focus back to the button that opened it. */
export const CloseWithButton: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await closeClearsEverything(canvas, userEvent, canvasElement, async (dialog) => {
      await userEvent.click(formControls(dialog).close);
    });
  },
};

/** Escape does the same. */
export const CloseWithEscape: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await closeClearsEverything(canvas, userEvent, canvasElement, async () => {
      await userEvent.keyboard("{Escape}");
    });
  },
};

/** A click on the dark veil outside the dialog does the same; a click inside the dialog does not. */
export const CloseByClickingOutside: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await closeClearsEverything(canvas, userEvent, canvasElement, async (dialog) => {
      await userEvent.click(within(dialog).getByText("Preencha os dados para entrar em contato"));
      await expect(dialog).toBeInTheDocument();
      const overlay = dialog.parentElement as HTMLElement;
      await expect(overlay).toHaveAttribute("data-reach-dialog-overlay");
      await userEvent.pointer({
        keys: "[MouseLeft]",
        target: overlay,
        coords: { clientX: 4, clientY: 4 },
      });
    });
  },
};

/** The phone is reformatted on every edit: 11 digits take the mask, anything else stays as typed. */
export const PhoneFormatting: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const { controls } = await open(canvas, userEvent, canvasElement);
    await userEvent.type(controls.whatsapp, "9898765432");
    await expect(controls.whatsapp).toHaveValue("9898765432");
    await userEvent.type(controls.whatsapp, "1");
    await expect(controls.whatsapp).toHaveValue("(98) 98765-4321");

    await userEvent.clear(controls.whatsapp);
    await userEvent.type(controls.whatsapp, "12345");
    await expect(controls.whatsapp).toHaveValue("12345");

    await userEvent.clear(controls.whatsapp);
    await userEvent.type(controls.whatsapp, "(98) 9 8765 4321");
    await expect(controls.whatsapp).toHaveValue("(98) 98765-4321");
  },
};

/** Each field's line when it cannot be sent (src/booking/missingFields.ts). */
const lines = {
  name: "Escreva seu nome",
  whatsapp: "Escreva seu WhatsApp com DDD, por exemplo (98) 98765-4321",
  interest: "Escolha o que você quer agendar",
};

/** The error toast's words when a field is empty (spec, section 8). */
const missingNotice = {
  title: "Campos obrigatórios",
  description: "Por favor, preencha todos os campos.",
};

/**
 * An invalid submit: nothing opens, the dialog stays, the error toast shows `notice`, each field in `wrong` has its
 * line, is marked invalid and described by the line (what a screen reader reads with its label), the others none,
 * and focus goes to `focused`, the first of them.
 */
async function expectRejected(
  canvasElement: HTMLElement,
  dialog: HTMLElement,
  focused: HTMLElement,
  wrong: (keyof typeof lines)[] = ["name", "whatsapp", "interest"],
  notice = missingNotice,
) {
  // Inside the dialog, where it is announced and reachable: the page behind is aria-hidden.
  const toast = await within(dialog).findByRole("alert");
  await waitFor(() => expect(within(toast).getByText(notice.title)).toBeVisible());
  await waitFor(() => expect(within(toast).getByText(notice.description)).toBeVisible());
  await waitFor(() =>
    expect(within(toast).getByRole("button", { name: "Fechar aviso" })).toBeVisible(),
  );
  await expect(window.open).not.toHaveBeenCalled();
  await expect(inDocument(canvasElement).getByRole("dialog")).toBe(dialog);
  await expect(probe(canvasElement)).toHaveTextContent('Aberto; motivo: "Agendar Consulta"');
  await waitFor(() => expect(focused).toHaveFocus());
  await expect(focused).toHaveAccessibleName();
  const controls = formControls(dialog);
  const fields = {
    name: [controls.name],
    whatsapp: [controls.whatsapp],
    interest: ["Agendar Consulta", "Realizar Exames", "Agendar Consulta de Retorno"].map(
      controls.radio,
    ),
  };
  for (const [field, line] of Object.entries(lines) as [keyof typeof lines, string][]) {
    const isWrong = wrong.includes(field);
    if (isWrong) await expect(within(dialog).getByText(line)).toBeVisible();
    else await expect(within(dialog).queryByText(line)).toBeNull();
    // Marked invalid: each field, and the group of the radios (the role radio has no such state).
    const marked = field === "interest" ? controls.interests : fields[field][0];
    if (isWrong) await expect(marked).toHaveAttribute("aria-invalid", "true");
    else await expect(marked).not.toHaveAttribute("aria-invalid");
    for (const control of fields[field]) {
      if (isWrong) await expect(control).toHaveAccessibleDescription(line);
      else await expect(control).not.toHaveAccessibleDescription(line);
    }
  }
  // The first wrong field, focused, is described by its line: a screen reader reads it with the label.
  await expect(focused).toHaveAccessibleDescription(lines[wrong[0] ?? "name"]);
}

/** Nothing filled in: the three lines, the focus on the name. */
export const InvalidEmpty: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await userEvent.click(controls.submit);
    await expectRejected(canvasElement, dialog, controls.name);
  },
};

/** A name of only spaces counts as empty. */
export const InvalidBlankName: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "    ",
      whatsapp: "98987654321",
      interest: "Agendar Consulta",
    });
    await userEvent.click(controls.submit);
    await expectRejected(canvasElement, dialog, controls.name, ["name"]);
  },
};

/** No phone. */
export const InvalidMissingPhone: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, { name: "Maria da Silva", interest: "Realizar Exames" });
    await userEvent.click(controls.submit);
    await expectRejected(canvasElement, dialog, controls.whatsapp, ["whatsapp"]);
  },
};

/**
 * A number without its area code, every field filled: the practice could not reach it, so the line says how to
 * write it, and the notice names what is wrong with the number, not "preencha todos os campos".
 */
export const InvalidPhoneWithoutAreaCode: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "Maria da Silva",
      whatsapp: "98765-4321",
      interest: "Realizar Exames",
    });
    await userEvent.click(controls.submit);
    await expectRejected(canvasElement, dialog, controls.whatsapp, ["whatsapp"], {
      title: "Confira o número de WhatsApp",
      description: "O número está sem o DDD. Escreva com DDD, por exemplo (98) 98765-4321.",
    });
    await expect(controls.whatsapp).toHaveValue("98765-4321");
  },
};

/** No interest chosen: focus goes to the first option, which reads the group's line. */
export const InvalidMissingInterest: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, { name: "Maria da Silva", whatsapp: "98987654321" });
    await userEvent.click(controls.submit);
    await expectRejected(canvasElement, dialog, controls.radio("Agendar Consulta"), ["interest"]);
    await expect(controls.interests).toHaveAccessibleDescription(lines.interest);
  },
};

/**
 * The error notice has no timer: it stays until the form changes (then each wrong field keeps its own line until
 * it is right), or the dialog closes.
 */
export const ErrorNoticeStaysUntilTheFormChanges: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await userEvent.click(controls.submit);
    const toast = await within(dialog).findByRole("alert");
    await expect(toast).toHaveTextContent("Campos obrigatórios");
    // No countdown: react-toastify closes a timed toast when its progress bar's animation ends.
    await expect(toast.querySelector(".Toastify__progress-bar--animated")).toBeNull();
    await userEvent.type(controls.name, "M");
    await waitFor(() => expect(within(dialog).queryByRole("alert")).toBeNull());
    await expect(within(dialog).queryByText(lines.name)).toBeNull();
    // Found anew until it holds: the lines re-render as the form changes, and a line found a moment before may
    // be the one just replaced.
    await waitFor(() => expect(within(dialog).getByText(lines.whatsapp)).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText(lines.interest)).toBeVisible());
    await expect(controls.name).toHaveFocus();
  },
};

/** A valid submit: the exact chat opens in a new tab cut from the site, the modal closes, a toast confirms. */
async function expectSent(
  canvasElement: HTMLElement,
  opener: HTMLElement,
  url: string,
  tab: Window,
) {
  await expect(window.open).toHaveBeenCalledTimes(1);
  await expect(window.open).toHaveBeenCalledWith(url, "_blank");
  await expect(tab.opener).toBeNull();
  await expectClosedAndReset(canvasElement, opener);
  const toast = await inDocument(canvasElement).findByRole("alert");
  await waitFor(() =>
    expect(within(toast).getByText("Redirecionando para WhatsApp")).toBeVisible(),
  );
  await waitFor(() =>
    expect(
      within(toast).getByText(
        "Você será direcionado para o WhatsApp para finalizar o agendamento.",
      ),
    ).toBeVisible(),
  );
  await expect(within(toast).queryByRole("link")).toBeNull();
}

/** What every page does with its settings: hands the booking the practice's words on preparing for exams. */
function ExamPreparationFromPage() {
  useExamPreparation(siteSettings.visit.examPreparation);
  return null;
}

/** The catalogue's button and state, on a page that has handed the booking its words on preparing for exams. */
const withExamPreparation: Story["render"] = (args) => (
  <Stack gap={4} align="start">
    <ExamPreparationFromPage />
    <BookingButton {...args} />
    <BookingStateProbe />
  </Stack>
);

/** "Agendar Consulta", with spaces around the name that the message trims; the page has handed the booking its
 * words on preparing for exams, which only "Realizar Exames" says. */
export const SendConsulta: Story = {
  render: withExamPreparation,
  play: async ({ canvas, userEvent, canvasElement }) => {
    const tab = fakeTab();
    mocked(window.open).mockImplementation(() => tab);
    const { opener, dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "  Maria da Silva  ",
      whatsapp: "98987654321",
      interest: "Agendar Consulta",
    });
    await userEvent.click(controls.submit);
    await expectSent(canvasElement, opener, urls.mariaConsulta, tab);
    const toast = await inDocument(canvasElement).findByRole("alert");
    await expect(within(toast).queryByText(siteSettings.visit.examPreparation)).toBeNull();
  },
};

/** What the booking says through its port, where the site's root wires the counting: keys, never what was typed. */
const reported: BookingEvent[] = [];
export const ReportsThroughItsPort: Story = {
  parameters: { onBookingEvent: (event: BookingEvent) => reported.push(event) },
  beforeEach: () => {
    reported.length = 0;
  },
  play: async ({ canvas, userEvent, canvasElement }) => {
    const tab = fakeTab();
    mocked(window.open).mockImplementation(() => tab);
    const { opener, dialog, controls } = await open(canvas, userEvent, canvasElement);
    await waitFor(() =>
      expect(reported.map(([event]) => event)).toEqual(["opened", "dialogShown"]),
    );
    await fill(userEvent, dialog, {
      name: "Maria da Silva",
      whatsapp: "98987654321",
      interest: "Realizar Exames",
    });
    await userEvent.click(controls.submit);
    await expectSent(canvasElement, opener, urls.mariaExames, tab);
    await expect(reported).toEqual([
      ["opened", "home", expect.any(Number)],
      ["dialogShown", expect.any(Number)],
      ["chatHanded", "home", "realizar exames"],
    ]);
    await expect(JSON.stringify(reported)).not.toMatch(/Maria|98987/);
  },
};

/** "Realizar Exames": the confirmation also says, in a line of its own, how to prepare (the staff's setting). */
export const SendExames: Story = {
  render: withExamPreparation,
  play: async ({ canvas, userEvent, canvasElement }) => {
    const tab = fakeTab();
    mocked(window.open).mockImplementation(() => tab);
    const { opener, dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "José Ribamar",
      whatsapp: "98987654321",
      interest: "Realizar Exames",
    });
    await userEvent.click(controls.submit);
    await expectSent(canvasElement, opener, urls.joseExames, tab);
    const toast = await inDocument(canvasElement).findByRole("alert");
    await expect(within(toast).getByText(siteSettings.visit.examPreparation)).toBeVisible();
  },
};

/** "Agendar Consulta de Retorno". */
export const SendRetorno: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const tab = fakeTab();
    mocked(window.open).mockImplementation(() => tab);
    const { opener, dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "Ana Luísa",
      whatsapp: "(98) 98765-4321",
      interest: "Agendar Consulta de Retorno",
    });
    await userEvent.click(controls.submit);
    await expectSent(canvasElement, opener, urls.anaRetorno, tab);
  },
};

/** URL-significant characters in the name reach WhatsApp as typed, not as query syntax. */
export const SendSpecialCharacters: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const tab = fakeTab();
    mocked(window.open).mockImplementation(() => tab);
    const { opener, dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "Maria & José #1 ?x=1",
      whatsapp: "98987654321",
      interest: "Realizar Exames",
    });
    await userEvent.click(controls.submit);
    await expectSent(canvasElement, opener, urls.specialCharacters, tab);
    const text = new URL(urls.specialCharacters).searchParams.get("text");
    await expect(text).toBe(messages.specialCharacters);
  },
};

/**
 * A browser that does not let the page write the new tab's opener: the chat is open all the same, so the submit
 * goes on, the modal closes and the toast confirms, with no link to offer.
 */
export const OpenerWriteRefused: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const tab = Object.defineProperty({}, "opener", {
      get: () => window,
      set: () => {
        throw new DOMException("Permission denied to access property", "SecurityError");
      },
    }) as Window;
    mocked(window.open).mockImplementation(() => tab);
    const { opener, dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "Maria da Silva",
      whatsapp: "98987654321",
      interest: "Agendar Consulta",
    });
    await userEvent.click(controls.submit);
    await expect(window.open).toHaveBeenCalledTimes(1);
    await expect(window.open).toHaveBeenCalledWith(urls.mariaConsulta, "_blank");
    await expectClosedAndReset(canvasElement, opener);
    const toast = await inDocument(canvasElement).findByRole("alert");
    await waitFor(() =>
      expect(within(toast).getByText("Redirecionando para WhatsApp")).toBeVisible(),
    );
    await expect(within(toast).queryByRole("link")).toBeNull();
  },
};

/** A landline for the practice, given by a story's `practiceLandline` parameter (.storybook/preview.tsx). */
const storyLandline = "559835551234";

/**
 * The way forward's controls, in the page's toast: the call only where the practice has a landline. The settings'
 * emergency line comes first in it, whatever else it says.
 */
async function wayForward(canvasElement: HTMLElement, title: string) {
  const toast = await inDocument(canvasElement).findByRole("alert", {}, { timeout: 5000 });
  await waitFor(() => expect(within(toast).getByText(title)).toBeVisible(), { timeout: 5000 });
  await expect(within(toast).getByRole("note")).toHaveTextContent(siteSettings.practice.emergency);
  const byName = (role: "link" | "button", name: string) => within(toast).getByRole(role, { name });
  return {
    toast,
    call: within(toast).queryByRole("link", { name: "Ligar para o consultório" }),
    copy: byName("button", "Copiar a mensagem"),
    app: byName("link", "Abrir o aplicativo WhatsApp"),
  };
}

/**
 * The browser blocked the new tab (window.open gave null): the confirmation says so at once and what to do, never
 * "Você será direcionado…": the chat as a link to tap (a tap the browser allows), and the way forward. It stays.
 */
export const PopupBlocked: Story = {
  parameters: { practiceLandline: storyLandline },
  play: async ({ canvas, userEvent, canvasElement }) => {
    mocked(window.open).mockImplementation(() => null);
    const { opener, dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "Maria da Silva",
      whatsapp: "98987654321",
      interest: "Agendar Consulta",
    });
    await userEvent.click(controls.submit);
    await expect(window.open).toHaveBeenCalledTimes(1);
    await expect(window.open).toHaveBeenCalledWith(urls.mariaConsulta, "_blank");
    await expectClosedAndReset(canvasElement, opener);

    const way = await wayForward(canvasElement, "O navegador não abriu o WhatsApp");
    await expect(way.toast).toHaveTextContent("Ele bloqueou a nova aba.");
    await expect(way.toast).not.toHaveTextContent("Você será direcionado");
    const link = within(way.toast).getByRole("link", { name: "Abrir o WhatsApp" });
    await expect(link).toHaveAttribute("href", urls.mariaConsulta);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(way.call).toHaveAttribute("href", `tel:+${storyLandline}`);
    // No timer on this one: the visitor needs it until they use it.
    await expect(way.toast.querySelector(".Toastify__progress-bar--animated")).toBeNull();
  },
};

/**
 * "O WhatsApp não abriu?": window.open answers with a window but nothing opens, and the page stays in front of the
 * visitor, visible and focused. Within 5 s the confirmation turns into a way forward, announced (an alert): the
 * emergency line, the practice's landline in large type with a button to call it, its WhatsApp number as
 * WhatsApp's, a button to copy the message ("Copiado"), the WhatsApp app's own link and a word on opening the site
 * in the phone's browser. Every target at least 44 px.
 */
export const ChatDidNotOpen: Story = {
  parameters: { practiceLandline: storyLandline },
  play: async ({ canvas, userEvent, canvasElement }) => {
    mocked(window.open).mockImplementation(() => stillWindow());
    const write = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "Maria da Silva",
      whatsapp: "98987654321",
      interest: "Agendar Consulta",
    });
    await userEvent.click(controls.submit);
    const toast = await inDocument(canvasElement).findByRole("alert");
    await waitFor(() =>
      expect(within(toast).getByText("Redirecionando para WhatsApp")).toBeVisible(),
    );
    const way = await wayForward(canvasElement, "O WhatsApp não abriu?");
    await expect(way.toast).not.toHaveTextContent("Redirecionando");
    await expect(within(way.toast).getByText("(98) 3555-1234")).toBeVisible();
    await expect(within(way.toast).getByText("Telefone do consultório")).toBeVisible();
    await expect(way.call).toHaveAttribute("href", `tel:+${storyLandline}`);
    await expect(within(way.toast).getByText("(99) 00000-0000")).toBeVisible();
    await expect(within(way.toast).getByText("WhatsApp do consultório")).toBeVisible();
    await expect(way.toast).not.toHaveTextContent("WhatsApp e telefone");
    await expect(way.app).toHaveAttribute(
      "href",
      `whatsapp://send?phone=5599000000000&text=${encodeURIComponent(messages.mariaConsulta)}`,
    );
    await expect(way.toast).toHaveTextContent(
      "Abriu o site pelo Instagram ou pelo Facebook? Toque nos três pontinhos, no alto, escolha abrir no navegador e envie de novo.",
    );
    for (const control of [way.call!, way.copy, way.app])
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(way.copy);
    await expect(write).toHaveBeenCalledWith(messages.mariaConsulta);
    await waitFor(() =>
      expect(within(way.toast).getByRole("button", { name: "Copiado" })).toBeVisible(),
    );
    await expect(within(way.toast).getByRole("status")).toHaveTextContent(
      "Mensagem copiada. Cole na conversa com o consultório no WhatsApp.",
    );
    // It stays: no timer.
    await expect(way.toast.querySelector(".Toastify__progress-bar--animated")).toBeNull();
    write.mockRestore();
  },
};

/**
 * A practice with no landline (as shipped): the way forward offers no call, since the WhatsApp number is WhatsApp's
 * only; it shows that number as WhatsApp's, and copying the message comes first.
 */
export const ChatDidNotOpenWithoutLandline: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    mocked(window.open).mockImplementation(() => stillWindow());
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "Maria da Silva",
      whatsapp: "98987654321",
      interest: "Agendar Consulta",
    });
    await userEvent.click(controls.submit);
    const way = await wayForward(canvasElement, "O WhatsApp não abriu?");
    await expect(way.call).toBeNull();
    await expect(within(way.toast).queryByRole("link", { name: /Ligar/ })).toBeNull();
    await expect(way.toast.querySelector('a[href^="tel:"]')).toBeNull();
    await expect(within(way.toast).getByText("WhatsApp do consultório")).toBeVisible();
    await expect(within(way.toast).getByText("(99) 00000-0000")).toBeVisible();
    await expect(within(way.toast).queryByText("Telefone do consultório")).toBeNull();
    for (const control of [way.copy, way.app])
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** In Instagram's own browser (its user agent), the word on the phone's browser names Instagram. */
export const ChatDidNotOpenInInstagram: Story = {
  beforeEach: () => {
    const agent = spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (Linux; Android 13; SM-A135M Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.1.0.34.111 Android (33/13; 450dpi; 1080x2208; samsung; SM-A135M; a13; exynos850; pt_BR; 548323757)",
    );
    return () => agent.mockRestore();
  },
  play: async ({ canvas, userEvent, canvasElement }) => {
    mocked(window.open).mockImplementation(() => stillWindow());
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "Maria da Silva",
      whatsapp: "98987654321",
      interest: "Agendar Consulta",
    });
    await userEvent.click(controls.submit);
    const way = await wayForward(canvasElement, "O WhatsApp não abriu?");
    await waitFor(() =>
      expect(way.toast).toHaveTextContent(
        "Você abriu o site dentro do Instagram: toque nos três pontinhos, no alto, escolha abrir no navegador e envie de novo.",
      ),
    );
  },
};

/** Where the Clipboard API is refused (an app's browser), the message is copied the old way, and says so. */
export const CopiedWithoutTheClipboardApi: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    mocked(window.open).mockImplementation(() => stillWindow());
    const write = spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("Write permission denied.", "NotAllowedError"),
    );
    const copyCommand = spyOn(document, "execCommand").mockImplementation(() => true);
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "Maria da Silva",
      whatsapp: "98987654321",
      interest: "Realizar Exames",
    });
    await userEvent.click(controls.submit);
    const way = await wayForward(canvasElement, "O WhatsApp não abriu?");
    await userEvent.click(way.copy);
    await waitFor(() => expect(copyCommand).toHaveBeenCalledWith("copy"));
    await waitFor(() =>
      expect(within(way.toast).getByRole("button", { name: "Copiado" })).toBeVisible(),
    );
    write.mockRestore();
    copyCommand.mockRestore();
  },
};

/** With the chat open in its new tab (it went to WhatsApp's site), the confirmation never turns. */
export const ChatOpenedNoWayForward: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    mocked(window.open).mockImplementation(() => fakeTab());
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "Maria da Silva",
      whatsapp: "98987654321",
      interest: "Agendar Consulta",
    });
    await userEvent.click(controls.submit);
    const toast = await inDocument(canvasElement).findByRole("alert");
    await waitFor(() =>
      expect(within(toast).getByText("Redirecionando para WhatsApp")).toBeVisible(),
    );
    await new Promise((resolve) => setTimeout(resolve, notOpenedAfterMs + 1000));
    await expect(inDocument(canvasElement).queryByText("O WhatsApp não abriu?")).toBeNull();
    await expect(within(toast).getByText("Redirecionando para WhatsApp")).toBeVisible();
  },
};

/**
 * No network (the browser says it is offline): the form opens the WhatsApp app's own link in this tab, which needs
 * no web page between, and no new tab; the page stays (no app here), so the way forward follows.
 */
export const Offline: Story = {
  beforeEach: () => {
    const onLine = spyOn(navigator, "onLine", "get").mockReturnValue(false);
    return () => onLine.mockRestore();
  },
  play: async ({ canvas, userEvent, canvasElement }) => {
    const { opener, dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "Maria da Silva",
      whatsapp: "98987654321",
      interest: "Agendar Consulta",
    });
    await userEvent.click(controls.submit);
    await expect(window.open).not.toHaveBeenCalled();
    await expectClosedAndReset(canvasElement, opener);
    const way = await wayForward(canvasElement, "O WhatsApp não abriu?");
    await expect(way.app).toHaveAttribute(
      "href",
      `whatsapp://send?phone=5599000000000&text=${encodeURIComponent(messages.mariaConsulta)}`,
    );
  },
};

/**
 * The confirmation stays 30 s of its being shown (WCAG 2.2.1 asks at least 20), and its count stops while a
 * finger is on it or the focus is in it, and goes on after: react-toastify times it by its progress bar's
 * animation, which it pauses.
 */
export const ConfirmationPausesWhileHeld: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    mocked(window.open).mockImplementation(() => fakeTab());
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await fill(userEvent, dialog, {
      name: "Maria da Silva",
      whatsapp: "98987654321",
      interest: "Agendar Consulta",
    });
    await userEvent.click(controls.submit);
    const toast = await inDocument(canvasElement).findByRole("alert");
    const bar = await waitFor(() => {
      const found = toast.parentElement?.querySelector<HTMLElement>(
        ".Toastify__progress-bar--animated",
      );
      if (!found) throw new Error("no countdown");
      return found;
    });
    await expect(bar.style.animationDuration).toBe(`${confirmationShownMs}ms`);
    await expect(confirmationShownMs).toBeGreaterThanOrEqual(20_000);
    await expect(bar.style.animationPlayState).toBe("running");

    const close = within(toast).getByRole("button", { name: "Fechar aviso" });
    close.focus();
    await waitFor(() => expect(bar.style.animationPlayState).toBe("paused"));
    close.blur();
    await waitFor(() => expect(bar.style.animationPlayState).toBe("running"));

    const finger = new Touch({ identifier: 2, target: toast });
    toast.dispatchEvent(new TouchEvent("touchstart", { bubbles: true, touches: [finger] }));
    await waitFor(() => expect(bar.style.animationPlayState).toBe("paused"));
    toast.dispatchEvent(new TouchEvent("touchend", { bubbles: true, changedTouches: [finger] }));
    await waitFor(() => expect(bar.style.animationPlayState).toBe("running"));
  },
};

/** Keyboard only: open, fill, choose with arrow keys, send with Enter; Tab never leaves the dialog. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const tab = fakeTab();
    mocked(window.open).mockImplementation(() => tab);
    const opener = canvas.getByRole("button", { name: "Agendar Consulta" });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await inDocument(canvasElement).findByRole(
      "dialog",
      { name: "Agendar Consulta" },
      { timeout: 5000 },
    );
    const controls = formControls(dialog);

    await waitFor(() => expect(controls.name).toHaveFocus());
    await userEvent.keyboard("José Ribamar");
    await userEvent.tab();
    await expect(controls.whatsapp).toHaveFocus();
    await userEvent.keyboard("98987654321");
    await expect(controls.whatsapp).toHaveValue("(98) 98765-4321");

    await userEvent.tab();
    await expect(controls.radio("Agendar Consulta")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(controls.radio("Realizar Exames")).toHaveFocus();
    await expect(controls.radio("Realizar Exames")).toBeChecked();
    await userEvent.keyboard("{ArrowDown}");
    await expect(controls.radio("Agendar Consulta de Retorno")).toBeChecked();
    await userEvent.keyboard("{ArrowUp}");
    await expect(controls.radio("Realizar Exames")).toBeChecked();

    await userEvent.tab();
    await expect(controls.submit).toHaveFocus();
    // The trap: past the last control, focus comes back to the first one in the dialog, never to the page.
    await userEvent.tab();
    await waitFor(() => expect(controls.close).toHaveFocus());
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(controls.submit).toHaveFocus());

    await userEvent.keyboard("{Enter}");
    await expectSent(canvasElement, opener, urls.joseExames, tab);
  },
};

/** WCAG 1.4.12's text spacing, as the usual bookmarklet applies it: a visitor's own stylesheet. */
const textSpacingCss = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/**
 * With WCAG's text spacing (wider letters, words, lines and paragraphs), the dialog and its error toast still
 * hold every word: nothing crosses their edges, nothing scrolls sideways.
 */
export const TextSpacing: Story = {
  beforeEach: () => {
    const style = document.createElement("style");
    style.textContent = textSpacingCss;
    document.head.append(style);
    return () => style.remove();
  },
  play: async ({ canvas, userEvent, canvasElement }) => {
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await expect(parseFloat(getComputedStyle(controls.submit).letterSpacing)).toBeGreaterThan(0);
    await expectNoOverflow(dialog);
    await userEvent.click(controls.submit);
    const toast = await waitFor(() => inDocument(canvasElement).getByRole("alert"));
    await expect(toast).toHaveTextContent("Campos obrigatórios");
    await expectNoOverflow(toast);
  },
};

/**
 * Forced colours (Windows High Contrast): the test runner draws this story with `forced-colors: active`
 * (parameters.forcedColors, .storybook/test-runner.ts), and its pictures guard that the dialog keeps its edge,
 * the fields and choices their borders and the icons their colour. In the UI, DevTools' Rendering panel
 * ("Emulate CSS media feature forced-colors") shows it. The dialog opens and keeps its error state as usual.
 */
export const ForcedColours: Story = {
  parameters: { forcedColors: "active" },
  play: async ({ canvas, userEvent, canvasElement }) => {
    const { dialog, controls } = await open(canvas, userEvent, canvasElement);
    await userEvent.click(controls.submit);
    await expectRejected(canvasElement, dialog, controls.name);
    await expect(controls.name).toHaveAttribute("aria-invalid", "true");
    // On by keyboard to the send button, whose focus ring the picture then shows (a text field's blinking caret,
    // which forced colours always draw, would make the picture differ from run to run).
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(controls.submit).toHaveFocus();
  },
};
