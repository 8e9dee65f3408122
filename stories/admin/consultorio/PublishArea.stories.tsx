import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { PublishArea } from "../../../src/admin/consultorio/PublishArea";

const unconfirmed = [
  {
    what: "Dados do consultório › Onde e quando atendemos: endereço, horários, convênios e preços ainda não conferidos ('Dados conferidos pelo consultório').",
    fix: "Quem confere é o consultório, no editor completo, em “Dados do consultório”.",
  },
  {
    what: "Página da catarata (/catarata) › Depoimentos › Depoimentos › nº 1: depoimento de exemplo: troque por um real, autorizado por escrito, sóbrio e com as iniciais do paciente, e marque 'Depoimento real e autorizado'.",
    fix: "Precisa ser conferido pela médica, no editor completo, em “Página da catarata (/catarata)”.",
  },
];

const meta = {
  title: "Admin/Phone page/Publish area",
  component: PublishArea,
  parameters: { layout: "padded" },
  args: {
    state: { kind: "idle" },
    label: "Publicar esta data",
    unconfirmed: [],
  },
  render: (args) => (
    <form style={{ maxWidth: "28rem" }} onSubmit={(event) => event.preventDefault()}>
      <PublishArea {...args} />
    </form>
  ),
} satisfies Meta<typeof PublishArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Before publishing: what the patients' site still waits for, folded under its count, each item with where it is
 * fixed or who fixes it, and no file name; the button sends the form.
 */
export const StillUnconfirmed: Story = {
  args: { unconfirmed },
  play: async ({ canvas, userEvent }) => {
    const before = canvas.getByRole("region", { name: "Antes de publicar" });
    await expect(before).toHaveTextContent(
      "Antes de o site dos pacientes mudar, ainda falta resolver 2 itens.",
    );
    const more = within(before).getByRole("button", { name: "Ver o que falta" });
    await userEvent.click(more);
    await expect(within(before).getByText(/Dados conferidos pelo consultório/)).toBeVisible();
    await expect(
      within(before).getByText(/^Precisa ser conferido pela médica, no editor completo/),
    ).toBeVisible();
    await expect(before).not.toHaveTextContent(/\.json|git/);
    const button = canvas.getByRole("button", { name: "Publicar esta data" });
    await expect(button).toHaveAttribute("type", "submit");
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

/** Published with nothing left to resolve: the patients' site changes, and when. */
export const Published: Story = {
  args: { state: { kind: "published", answer: { kind: "live" } } },
  play: async ({ canvas }) => {
    const status = within(canvas.getByRole("status"));
    await expect(status.getByText("Publicado")).toBeVisible();
    await expect(status.getByText(/cerca de 5 minutos/)).toBeVisible();
  },
};

/**
 * Published with items still to resolve: saved, shown in "Como os pacientes vão ver", and the patients' site does
 * not change; what it waits for, each with where it is fixed or who fixes it.
 */
export const SavedStillWaiting: Story = {
  args: { state: { kind: "published", answer: { kind: "waiting", items: unconfirmed } } },
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole("status");
    await expect(within(status).getByText("Salvo")).toBeVisible();
    await expect(status).toHaveTextContent(
      "O site dos pacientes ainda não muda: faltam resolver 2 itens.",
    );
    await expect(status).not.toHaveTextContent(/Publicado|cerca de 5 minutos/);
    await userEvent.click(within(status).getByRole("button", { name: "Ver o que falta" }));
    await expect(within(status).getByText(/^Quem confere é o consultório/)).toBeVisible();
  },
};

/** Published, but the rest of the site could not be read: saved, and no promise about the patients' site. */
export const SavedUnknown: Story = {
  args: { state: { kind: "published", answer: { kind: "unknown" } } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(within(status).getByText("Salvo")).toBeVisible();
    await expect(status).not.toHaveTextContent(/Publicado|cerca de 5 minutos/);
  },
};

/** Published on the staff member's own machine: written to the files; whoever looks after the site publishes them. */
export const WrittenToTheFiles: Story = {
  args: { state: { kind: "published", answer: { kind: "files" } } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("A mudança foi gravada nos arquivos deste computador.");
    await expect(status).not.toHaveTextContent(/git/);
  },
};

/** The session ran out: the gateway's words, and one button to sign in again and publish what was typed. */
export const SessionOver: Story = {
  args: {
    state: {
      kind: "failed",
      message:
        "Sua sessão terminou. Entre de novo com o seu e-mail: o que você escreveu continua aqui.",
      signIn: true,
    },
    onSignIn: fn(async () => {}),
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = within(canvas.getByRole("alert"));
    await expect(alert.getByText("Nada foi publicado")).toBeVisible();
    await userEvent.click(alert.getByRole("button", { name: "Entrar de novo e publicar" }));
    await waitFor(() => expect(args.onSignIn).toHaveBeenCalledTimes(1));
  },
};
