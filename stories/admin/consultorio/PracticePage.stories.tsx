import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { draftKey, draftText } from "../../../src/admin/consultorio/keptDrafts";
import { PracticePage } from "../../../src/admin/consultorio/PracticePage";
import { waitingFor } from "../../../src/admin/consultorio/practiceRules";
import { freshTab, PracticeStory, shippedOthers, shippedSettings } from "./practiceStoryKit";

const meta = {
  title: "Admin/Phone page/Start",
  component: PracticePage,
  beforeEach: freshTab,
  parameters: { layout: "fullscreen", largeTextPicture: true },
  args: { email: "recepcao@clinica.example", onSignOut: () => {} },
  render: (args) => (
    <PracticeStory page>
      <PracticePage {...args} />
    </PracticeStory>
  ),
} satisfies Meta<typeof PracticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page's start: who is signed in, one large link per task (each a 48 px target, named by its title), what
 * "Antes de publicar" still asks, the practice's section as the site shows it, and the ways to the full editor
 * and the guide.
 */
export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Você entrou como/)).toHaveTextContent(
      "Você entrou como recepcao@clinica.example",
    );
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Dados do consultório" }),
    ).toBeVisible();
    const tasks = within(canvas.getByRole("navigation", { name: "O que você quer mudar?" }));
    const links = tasks.getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "Feriados e datas especiais",
      "Horário da semana",
      "Convênios e pagamento",
      "Telefone, WhatsApp e endereço",
      "Foto do(a) médico(a)",
    ]);
    for (const link of links)
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    await expect(tasks.getByRole("link", { name: "Feriados e datas especiais" })).toHaveAttribute(
      "href",
      "#datas",
    );
    await expect(canvas.getByRole("heading", { name: "Antes de o site ir ao ar" })).toBeVisible();
    // Everything the patients' site waits for: the settings' items and the rest of the site's.
    const open = waitingFor(shippedSettings, shippedOthers).length;
    await expect(open).toBeGreaterThan(1);
    await expect(canvas.getByText(new RegExp(`Ainda falta resolver ${open} itens`))).toBeVisible();
    const shown = within(canvas.getByRole("region", { name: "Como está no site" }));
    await expect(shown.getByRole("heading", { name: "Horário de atendimento" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Abrir o editor completo" })).toHaveAttribute(
      "href",
      "/admin/#/",
    );
    await expect(canvas.getByRole("link", { name: "Ajuda (abre em nova aba)" })).toHaveAttribute(
      "href",
      "/admin/ajuda/",
    );
    await expect(canvas.getByRole("button", { name: "Sair" })).toBeVisible();
  },
};

/** Saturday's new hours, typed on an earlier visit to the page and kept for the tab. */
function keptHours() {
  freshTab();
  sessionStorage.setItem(
    draftKey("horario"),
    draftText({
      id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
      basis: JSON.stringify(shippedSettings.practice.hours),
      value: { saturday: [{ opens: "08:00", closes: "13:00" }] },
    }),
  );
}

/**
 * With a change not yet published: the task says so on the start; closing or reloading the tab gets the browser's
 * own question; the page's own ways out ask first, in Portuguese, in the page's dialog ("Continuar aqui" stays,
 * with nothing lost), and "Sair" drops the draft from the phone, which others may use.
 */
export const UnpublishedChange: Story = {
  args: { onSignOut: fn() },
  beforeEach: keptHours,
  play: async ({ canvas, userEvent, args }) => {
    const tasks = within(canvas.getByRole("navigation", { name: "O que você quer mudar?" }));
    await expect(
      tasks.getByRole("link", { name: "Horário da semana Rascunho não publicado" }),
    ).toBeVisible();
    await expect(tasks.getByRole("link", { name: "Convênios e pagamento" })).toBeVisible();
    // The page listens once it has drawn (an effect), as the browser would find it when the tab closes.
    await waitFor(() => {
      const closing = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(closing);
      return expect(closing.defaultPrevented).toBe(true);
    });

    await userEvent.click(canvas.getByRole("link", { name: "Abrir o editor completo" }));
    const editor = await canvas.findByRole("dialog", {
      name: "Abrir o editor completo sem publicar?",
    });
    await expect(editor).toHaveAccessibleDescription(/ficam guardadas nesta aba/);
    await expect(within(editor).getByRole("button", { name: "Continuar aqui" })).toHaveFocus();
    await userEvent.click(within(editor).getByRole("button", { name: "Continuar aqui" }));
    await waitFor(() => expect(editor).not.toBeVisible());

    await userEvent.click(canvas.getByRole("button", { name: "Sair" }));
    const signOut = await canvas.findByRole("dialog", { name: "Sair sem publicar?" });
    await expect(signOut).toHaveAccessibleDescription(/apagadas deste aparelho/);
    await expect(args.onSignOut).not.toHaveBeenCalled();
    await userEvent.click(
      within(signOut).getByRole("button", { name: "Sair e descartar as mudanças" }),
    );
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(sessionStorage.getItem(draftKey("horario"))).toBeNull();
  },
};

/**
 * Leaving a task by the page's own "Início" and coming back: what was typed is there, and said to be a draft; with
 * nothing unpublished, nothing asks before leaving.
 */
export const BackToTheTask: Story = {
  args: { onSignOut: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const idle = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(idle);
    await expect(idle.defaultPrevented).toBe(false);
    await userEvent.click(canvas.getByRole("link", { name: "Horário da semana" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Sábado" }));
    const closes = canvas.getByLabelText("Sábado, 1º horário: fecha às");
    await userEvent.clear(closes);
    await userEvent.type(closes, "13:00");
    await userEvent.click(canvas.getByRole("link", { name: "Início" }));
    await userEvent.click(
      await canvas.findByRole("link", { name: "Horário da semana Rascunho não publicado" }),
    );
    await expect(await canvas.findByRole("button", { name: "Sábado" })).toHaveAccessibleDescription(
      "8h às 13h",
    );
    await expect(canvas.getByRole("region", { name: "Rascunho" })).toHaveTextContent(
      "Rascunho guardado neste aparelho, ainda não publicado",
    );
    await userEvent.click(canvas.getByRole("link", { name: "Início" }));
    await canvas.findByRole("heading", { level: 1, name: "Dados do consultório" });
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};
