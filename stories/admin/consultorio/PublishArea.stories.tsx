import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { PublishArea } from "../../../src/admin/consultorio/PublishArea";

const unconfirmed = [
  "site-settings.json › Onde e quando atendemos: endereço, horários, convênios e preços ainda não conferidos ('Dados conferidos pelo consultório') (Resolução CFM 2.336/2023, art. 3º).",
];

const meta = {
  title: "Admin/Phone page/Publish area",
  component: PublishArea,
  parameters: { layout: "padded" },
  args: {
    state: { kind: "idle" },
    label: "Publicar esta data",
    unconfirmed: [],
    where: "site",
  },
  render: (args) => (
    <form style={{ maxWidth: "28rem" }} onSubmit={(event) => event.preventDefault()}>
      <PublishArea {...args} />
    </form>
  ),
} satisfies Meta<typeof PublishArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before publishing: what "Antes de publicar" still asks, folded under its count; the button sends the form. */
export const StillUnconfirmed: Story = {
  args: { unconfirmed },
  play: async ({ canvas, userEvent }) => {
    const before = canvas.getByRole("region", { name: "Antes de publicar" });
    await expect(before).toHaveTextContent("ainda falta conferir 1 item destes dados");
    const more = within(before).getByRole("button", { name: "Ver o que falta" });
    await userEvent.click(more);
    await expect(within(before).getByText(/Dados conferidos pelo consultório/)).toBeVisible();
    const button = canvas.getByRole("button", { name: "Publicar esta data" });
    await expect(button).toHaveAttribute("type", "submit");
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

/** Published, on the site: said in the status region, with when patients see it. */
export const Published: Story = {
  args: { state: { kind: "published" } },
  play: async ({ canvas }) => {
    const status = within(canvas.getByRole("status"));
    await expect(status.getByText("Publicado")).toBeVisible();
    await expect(status.getByText(/cerca de 5 minutos/)).toBeVisible();
  },
};

/** Published on the staff member's own machine: written to the files, published with git. */
export const WrittenToTheFiles: Story = {
  args: { state: { kind: "published" }, where: "files" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "A mudança foi gravada nos arquivos desta pasta.",
    );
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
