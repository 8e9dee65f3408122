import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { HoursForm } from "../../../src/admin/consultorio/HoursForm";
import { draftKey, draftText } from "../../../src/admin/consultorio/keptDrafts";
import {
  freshTab,
  PracticeStory,
  publishCalls,
  published,
  shippedSettings,
  type StoreAnswer,
} from "./practiceStoryKit";

const meta = {
  title: "Admin/Phone page/Weekly hours",
  beforeEach: freshTab,
  parameters: { layout: "fullscreen" },
  args: { answer: "publishes" },
  render: ({ answer }) => (
    <PracticeStory answer={answer}>
      <HoursForm />
    </PracticeStory>
  ),
} satisfies Meta<{ answer: StoreAnswer }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saturday opened with a tap, its closing time changed, published: the commit holds Saturday alone. */
export const SaturdayPublished: Story = {
  play: async ({ canvas, userEvent }) => {
    const saturday = canvas.getByRole("button", { name: "Sábado" });
    await expect(saturday).toHaveAccessibleDescription("8h às 12h");
    await expect(saturday).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(saturday);
    await expect(saturday).toHaveAttribute("aria-expanded", "true");
    const closes = canvas.getByLabelText("Sábado, 1º horário: fecha às");
    await userEvent.clear(closes);
    await userEvent.type(closes, "13:00");
    await expect(saturday).toHaveAccessibleDescription("8h às 13h");
    const before = published.length;
    await userEvent.click(canvas.getByRole("button", { name: "Publicar o horário" }));
    const status = canvas.getByRole("status");
    // The shipped examples still wait: the change is saved, and the page does not say the patients' site changes.
    await waitFor(() => expect(within(status).getByText("Salvo")).toBeVisible());
    await expect(status).toHaveTextContent("O site dos pacientes ainda não muda");
    await expect(status).not.toHaveTextContent(/Publicado|cerca de 5 minutos/);
    await expect(published).toHaveLength(before + 1);
    await expect(published.at(-1)!.message).toBe(
      "Horário da semana: Sábado: 8h às 13h (página do celular)",
    );
    // The patients' section under the form already says so.
    const preview = canvas.getByRole("region", { name: "Como os pacientes vão ver" });
    await expect(within(preview).getByText("8h às 13h")).toBeVisible();
  },
};

/** A closing time left empty: named under its field in Portuguese, the field invalid, focus on it. */
export const TimeLeftEmpty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Sábado" }));
    const closes = canvas.getByLabelText("Sábado, 1º horário: fecha às");
    await userEvent.clear(closes);
    const before = published.length;
    await userEvent.click(canvas.getByRole("button", { name: "Publicar o horário" }));
    await waitFor(() => expect(closes).toHaveAttribute("aria-invalid", "true"));
    await expect(closes).toHaveAccessibleDescription(/Preencha este campo\./);
    await expect(closes).toHaveFocus();
    await expect(within(canvas.getByRole("alert")).getByText("Nada foi publicado")).toBeVisible();
    await expect(published).toHaveLength(before);
  },
};

/** Publishing on a slow link: the button says so and is busy, and a second tap sends nothing twice. */
export const Publishing: Story = {
  args: { answer: "waits" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Domingo" }));
    await userEvent.click(canvas.getByRole("button", { name: "Adicionar horário: domingo" }));
    await userEvent.click(canvas.getByRole("button", { name: "Publicar o horário" }));
    const busy = await canvas.findByRole("button", { name: "Publicando…" });
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Conferindo e publicando…");
  },
};

/** Saturday's new hours, as an earlier visit to the page (a reload, the back button) kept them for the tab. */
const keptSaturday =
  (basis = JSON.stringify(shippedSettings.practice.hours)) =>
  () => {
    freshTab();
    sessionStorage.setItem(
      draftKey("horario"),
      draftText({
        id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
        basis,
        value: { saturday: [{ opens: "08:00", closes: "13:00" }] },
      }),
    );
  };

/**
 * What was typed and not published comes back after a reload: Saturday as she left it, said to be a draft kept on
 * this phone and not yet published. "Descartar as mudanças" asks first, says what comes back, and then the form
 * shows the published hours again, said in the live region, where the focus goes; the tab keeps nothing more.
 */
export const DraftKeptAndDiscarded: Story = {
  beforeEach: keptSaturday(),
  play: async ({ canvas, userEvent }) => {
    const saturday = canvas.getByRole("button", { name: "Sábado" });
    await expect(saturday).toHaveAccessibleDescription("8h às 13h");
    const note = canvas.getByRole("region", { name: "Rascunho" });
    await expect(note).toHaveTextContent("Rascunho guardado neste aparelho, ainda não publicado");
    await expect(note).toHaveTextContent("só nesta aba do navegador");
    await expect(note).not.toHaveTextContent("Alguém publicou");
    // Kept for the tab only, never where the next person on a shared phone would find it.
    await expect(localStorage.getItem(draftKey("horario"))).toBeNull();
    await userEvent.click(within(note).getByRole("button", { name: "Descartar as mudanças" }));
    const question = await canvas.findByRole("dialog", { name: "Descartar as mudanças?" });
    await expect(question).toHaveAccessibleDescription(/volta a mostrar o que está publicado/);
    await expect(within(question).getByRole("button", { name: "Manter o rascunho" })).toHaveFocus();
    await userEvent.click(within(question).getByRole("button", { name: "Descartar" }));
    await waitFor(() => expect(saturday).toHaveAccessibleDescription("8h às 12h"));
    const said = within(canvas.getByRole("status")).getByText(/^Mudanças descartadas/);
    await expect(said).toBeVisible();
    await waitFor(() => expect(said.parentElement).toHaveFocus());
    await expect(canvas.queryByRole("region", { name: "Rascunho" })).toBeNull();
    await expect(sessionStorage.getItem(draftKey("horario"))).toBeNull();
  },
};

/**
 * A draft begun before someone else published the hours: it stays what she typed, and the page says so rather than
 * overwrite in silence; published, it is made on the newest file (the other days as they are now).
 */
export const DraftOlderThanPublished: Story = {
  beforeEach: keptSaturday('{"monday":[]}'),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("button", { name: "Sábado" })).toHaveAccessibleDescription(
      "8h às 13h",
    );
    await expect(canvas.getByRole("region", { name: "Rascunho" })).toHaveTextContent(
      "Alguém publicou mudanças nesta parte depois que você começou.",
    );
    const before = published.length;
    await userEvent.click(canvas.getByRole("button", { name: "Publicar o horário" }));
    await waitFor(() =>
      expect(within(canvas.getByRole("status")).getByText("Salvo")).toBeVisible(),
    );
    await expect(published).toHaveLength(before + 1);
    await expect(canvas.queryByRole("region", { name: "Rascunho" })).toBeNull();
    await expect(sessionStorage.getItem(draftKey("horario"))).toBeNull();
  },
};

/**
 * A double tap on "Publicar": from the first tap the button says "Publicando…", is busy and unavailable, and the
 * second tap (and a third) reach nothing: the store is asked once.
 */
export const DoubleTap: Story = {
  args: { answer: "waits" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Sábado" }));
    const closes = canvas.getByLabelText("Sábado, 1º horário: fecha às");
    await userEvent.clear(closes);
    await userEvent.type(closes, "13:00");
    const before = publishCalls.length;
    await userEvent.dblClick(canvas.getByRole("button", { name: "Publicar o horário" }));
    const busy = await canvas.findByRole("button", { name: "Publicando…" });
    await expect(busy).toHaveAttribute("aria-disabled", "true");
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await userEvent.click(busy);
    await expect(publishCalls).toHaveLength(before + 1);
    await expect(canvas.getByRole("status")).not.toHaveTextContent(/Publicado|Salvo/);
  },
};

/**
 * The reply lost on the way back (the connection dropped after the change was written): the page says it cannot
 * tell, and nothing is said to be published. Tapped again, the same change (the same id) is found already there: "Salvo", and nothing is written
 * twice.
 */
export const ReplyLost: Story = {
  args: { answer: "losesReply" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Sábado" }));
    const closes = canvas.getByLabelText("Sábado, 1º horário: fecha às");
    await userEvent.clear(closes);
    await userEvent.type(closes, "13:00");
    const before = published.length;
    const calls = publishCalls.length;
    await userEvent.click(canvas.getByRole("button", { name: "Publicar o horário" }));
    const alert = canvas.getByRole("alert");
    await waitFor(() => expect(within(alert).getByText("Sem resposta do site")).toBeVisible());
    await expect(alert).toHaveTextContent("a mudança pode ter sido publicada ou não");
    await expect(canvas.getByRole("status")).not.toHaveTextContent(/Publicado|Salvo/);
    await userEvent.click(canvas.getByRole("button", { name: "Publicar o horário" }));
    await waitFor(() =>
      expect(within(canvas.getByRole("status")).getByText("Salvo")).toBeVisible(),
    );
    await expect(published).toHaveLength(before + 1);
    await expect(publishCalls).toHaveLength(calls + 2);
    await expect(publishCalls.at(-1)).toBe(publishCalls.at(-2));
  },
};
