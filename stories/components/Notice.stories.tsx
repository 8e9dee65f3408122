import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Notice } from "../../src/components/Notice";
import {
  PhoneColumn,
  expectNoOverflow,
  rootFontSize,
  smallPhoneGlobals,
  withLargeText,
  themeColor,
} from "./componentStoryKit";

const meta = {
  title: "Components/Notice",
  component: Notice,
  tags: ["autodocs"],
  args: {
    tone: "success",
    title: "Redirecionando para WhatsApp",
    description: "Você será direcionado para o WhatsApp para finalizar o agendamento.",
  },
  parameters: { layout: "padded" },
  render: (args) => (
    <div style={{ maxWidth: "28rem" }}>
      <Notice {...args} />
    </div>
  ),
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Green title in bold, then the sentence; the tick beside them is decoration, hidden from screen readers. */
export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByText("Redirecionando para WhatsApp");
    await expect(title).toBeVisible();
    await expect(getComputedStyle(title).fontWeight).toBe("700");
    await expect(getComputedStyle(title).color).toBe(themeColor("success"));
    await expect(
      canvas.getByText("Você será direcionado para o WhatsApp para finalizar o agendamento."),
    ).toBeVisible();
    const icon = canvasElement.querySelector("svg");
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute("aria-hidden", "true");
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** A second sentence on a line of its own: what to do next, as after asking for exams. */
export const WithDetail: Story = {
  args: {
    detail:
      "Venha com um acompanhante e traga óculos escuros: o colírio dos exames embaça a visão por 4 a 6 horas.",
  },
  play: async ({ canvas }) => {
    const description = canvas.getByText(
      "Você será direcionado para o WhatsApp para finalizar o agendamento.",
    );
    const detail = canvas.getByText(/Venha com um acompanhante/);
    await expect(detail).toBeVisible();
    await expect(detail).not.toBe(description);
    await expect(detail.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      description.getBoundingClientRect().bottom,
    );
  },
};

/** Something to fix: the title in the danger colour, its words saying what is wrong. */
export const Danger: Story = {
  args: {
    tone: "danger",
    title: "Campos obrigatórios",
    description: "Por favor, preencha todos os campos.",
  },
  play: async ({ canvas }) => {
    const title = canvas.getByText("Campos obrigatórios");
    await expect(getComputedStyle(title).color).toBe(themeColor("danger"));
    await expect(canvas.getByText("Por favor, preencha todos os campos.")).toBeVisible();
    await expect(canvas.queryAllByRole("img")).toHaveLength(0);
  },
};

/** A way to do by hand what the site could not: a link that opens in a new tab, cut from the site. */
export const WithAction: Story = {
  args: {
    action: { href: "https://wa.me/5599000000000", label: "Abrir o WhatsApp" },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Abrir o WhatsApp" });
    await expect(link).toHaveAttribute("href", "https://wa.me/5599000000000");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

/** Long words at 200% text in a small phone's width: everything wraps inside the column. */
export const LongText: Story = {
  args: {
    tone: "danger",
    title: "Não foi possível abrir automaticamente a conversa",
    description:
      "Seu navegador bloqueou a nova aba. Toque no link abaixo para continuar o agendamento pelo WhatsApp.",
    action: { href: "https://wa.me/5599000000000", label: "Abrir o WhatsApp" },
  },
  beforeEach: withLargeText,
  globals: smallPhoneGlobals,
  render: (args) => (
    <PhoneColumn>
      <Notice {...args} />
    </PhoneColumn>
  ),
  play: async ({ canvas }) => {
    await expect(rootFontSize()).toBe(32);
    await expect(canvas.getByRole("link", { name: "Abrir o WhatsApp" })).toBeVisible();
    await expectNoOverflow(canvas.getByRole("group", { name: "Tela de celular" }));
  },
};
