import type { Meta, StoryObj } from "@storybook/react-vite";
import { createRef } from "react";
import { expect, fn } from "storybook/test";
import { Button } from "../../src/components/Button";
import { Stack } from "../../src/components/Stack";
import { TextField } from "../../src/components/TextField";
import {
  PhoneColumn,
  expectNoOverflow,
  rootFontSize,
  smallPhoneGlobals,
  withLargeText,
  themeColor,
} from "./componentStoryKit";

const meta = {
  title: "Components/TextField",
  component: TextField,
  tags: ["autodocs"],
  args: {
    label: "Nome",
    placeholder: "Digite seu nome completo",
    autoComplete: "name",
    onChange: fn(),
  },
  parameters: { layout: "padded" },
  render: (args) => (
    <div style={{ maxWidth: "28rem" }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, a large target, and a focus ring when reached with the keyboard. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("textbox", { name: "Nome" });
    await expect(input).toHaveValue("");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(input).not.toHaveAccessibleDescription();
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe("solid");
    await userEvent.keyboard("Maria");
    await expect(input).toHaveValue("Maria");
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

/** With a value; the ref reaches the <input> itself, so a form can focus it. */
export const Filled: Story = {
  args: { defaultValue: "Maria da Silva" },
  render: (args) => {
    const ref = createRef<HTMLInputElement>();
    return (
      <Stack gap={4} style={{ maxWidth: "28rem" }}>
        <TextField {...args} ref={ref} />
        <Button variant="outline" onClick={() => ref.current?.focus()}>
          Ir para o nome
        </Button>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Nome" });
    await expect(input).toHaveValue("Maria da Silva");
    await expect(input).toHaveAttribute("autocomplete", "name");
    await userEvent.click(canvas.getByRole("button", { name: "Ir para o nome" }));
    await expect(input).toHaveFocus();
  },
};

/** A hint under the label, read after it; native props such as inputMode reach the input. */
export const WithHint: Story = {
  args: {
    label: "WhatsApp",
    hint: "Com DDD, por exemplo (98) 98765-4321.",
    type: "tel",
    inputMode: "tel",
    autoComplete: "tel-national",
    placeholder: "(99) 99999-9999",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "WhatsApp" });
    await expect(input).toHaveAccessibleDescription("Com DDD, por exemplo (98) 98765-4321.");
    await expect(canvas.getByText("Com DDD, por exemplo (98) 98765-4321.")).toBeVisible();
    await expect(input).toHaveAttribute("type", "tel");
    await expect(input).toHaveAttribute("inputmode", "tel");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

/** An error says what is wrong in words, read after the label and the hint; the border turns red too. */
export const Invalid: Story = {
  args: {
    label: "WhatsApp",
    hint: "Com DDD.",
    error: "Digite o número do seu WhatsApp.",
    type: "tel",
    inputMode: "tel",
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "WhatsApp" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Com DDD. Digite o número do seu WhatsApp.");
    await expect(canvas.getByText("Digite o número do seu WhatsApp.")).toBeVisible();
    await expect(getComputedStyle(input).borderTopColor).toBe(themeColor("danger"));
  },
};

/** Marked invalid with no message of its own (a notice elsewhere says what is wrong): red, nothing more read. */
export const InvalidWithoutMessage: Story = {
  args: { invalid: true, required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Nome" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).not.toHaveAccessibleDescription();
    await expect(getComputedStyle(input).borderTopColor).toBe(themeColor("danger"));
  },
};

/** Not available: skipped by Tab, not typed into, and dashed so it does not rest on a grey alone. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Maria da Silva" },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("textbox", { name: "Nome" });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(getComputedStyle(input).borderTopStyle).toBe("dashed");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * A long Portuguese label, at 200% text in a small phone's width: the label wraps, and neither it nor the
 * field crosses the edge.
 */
export const LongLabel: Story = {
  args: {
    label: "Nome completo do responsável pelo acompanhamento oftalmológico",
    hint: "Como aparece no documento de identidade.",
  },
  beforeEach: withLargeText,
  globals: smallPhoneGlobals,
  render: (args) => (
    <PhoneColumn>
      <TextField {...args} />
    </PhoneColumn>
  ),
  play: async ({ canvas }) => {
    await expect(rootFontSize()).toBe(32);
    const column = canvas.getByRole("group", { name: "Tela de celular" });
    const input = canvas.getByRole("textbox", {
      name: "Nome completo do responsável pelo acompanhamento oftalmológico",
    });
    const label = canvas.getByText(/^Nome completo do responsável/);
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(
      parseFloat(getComputedStyle(label).lineHeight) * 2,
    );
    const field = input.getBoundingClientRect();
    await expect(field.width).toBeLessThanOrEqual(column.getBoundingClientRect().width);
    await expect(field.height).toBeGreaterThanOrEqual(48);
    await expectNoOverflow(column);
  },
};
