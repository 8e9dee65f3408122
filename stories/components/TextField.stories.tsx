import type { Meta, StoryObj } from "@storybook/react-vite";
import { createRef } from "react";
import { expect, fn } from "storybook/test";
import { Button } from "../../src/components/Button";
import { Stack } from "../../src/components/Stack";
import { calendarIcon, TextField } from "../../src/components/TextField";
import { theme } from "../../src/theme/theme";
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

/**
 * Whether a date field shows its whole value: the room inside it (less its inner margins) holds "16/02/2027" in
 * the field's own font, its picker's icon and the space before it.
 */
function dateFits(input: HTMLInputElement) {
  const style = getComputedStyle(input);
  const context = document.createElement("canvas").getContext("2d")!;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const iconGap = parseFloat(theme.space[1]) * rootFontSize();
  const needed =
    context.measureText("16/02/2027").width +
    parseFloat(calendarIcon) * parseFloat(style.fontSize) +
    iconGap;
  const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return { needed, inside };
}

/**
 * A date at 320 px with the text at 200%, in the phone page's narrow margins (its special dates): the whole date
 * shows, the year too, with the calendar's icon beside it, and nothing crosses the screen's edge.
 */
export const DateAtLargeText: Story = {
  beforeEach: withLargeText,
  globals: smallPhoneGlobals,
  parameters: { layout: "fullscreen" },
  args: { label: "Data", type: "date", placeholder: undefined, autoComplete: "off" },
  render: (args) => (
    <PhoneColumn>
      <div style={{ paddingInline: "0.5rem" }}>
        <Stack gap={4}>
          <TextField {...args} hint="O primeiro dia: toque no campo para escolher no calendário." />
          <TextField {...args} label="Até (opcional)" />
        </Stack>
      </div>
    </PhoneColumn>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(rootFontSize()).toBe(32);
    const from = canvas.getByLabelText("Data") as HTMLInputElement;
    const until = canvas.getByLabelText("Até (opcional)") as HTMLInputElement;
    await userEvent.type(from, "2027-02-16");
    await userEvent.type(until, "2027-02-17");
    await expect(from).toHaveValue("2027-02-16");
    for (const field of [from, until]) {
      const { needed, inside } = dateFits(field);
      await expect(inside, `${inside} px inside, ${needed} needed`).toBeGreaterThanOrEqual(needed);
    }
    await expectNoOverflow(canvas.getByRole("group", { name: "Tela de celular" }));
  },
};
