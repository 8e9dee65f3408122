import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PracticePage } from "../../../src/admin/consultorio/PracticePage";
import { waitingFor } from "../../../src/admin/consultorio/practiceRules";
import { PracticeStory, shippedOthers, shippedSettings } from "./practiceStoryKit";

const meta = {
  title: "Admin/Phone page/Start",
  component: PracticePage,
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
