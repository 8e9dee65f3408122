import type { Meta, StoryObj } from "@storybook/react-vite";
import { createRef } from "react";
import { expect, fn } from "storybook/test";
import { Button } from "../../src/components/Button";
import { FileField } from "../../src/components/FileField";
import { Stack } from "../../src/components/Stack";
import {
  PhoneColumn,
  expectNoOverflow,
  rootFontSize,
  smallPhoneGlobals,
  themeColor,
  withLargeText,
} from "./componentStoryKit";

const meta = {
  title: "Components/FileField",
  component: FileField,
  tags: ["autodocs"],
  args: {
    label: "Escolher uma foto",
    hint: "Uma foto em pé (retrato), de pelo menos 1200 × 1600 pixels.",
    accept: "image/*",
    onChange: fn(),
  },
  parameters: { layout: "padded" },
  render: (args) => (
    <div style={{ maxWidth: "28rem" }}>
      <FileField {...args} />
    </div>
  ),
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file input named by the button's words, the hint read with it; the button is a 48 px target. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText("Escolher uma foto");
    await expect(input).toHaveAttribute("type", "file");
    await expect(input).toHaveAttribute("accept", "image/*");
    await expect(input).toHaveAccessibleDescription(
      "Uma foto em pé (retrato), de pelo menos 1200 × 1600 pixels.",
    );
    const button = input.closest("label") as HTMLElement;
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    await userEvent.upload(
      input as HTMLInputElement,
      new File(["x"], "foto.jpg", { type: "image/jpeg" }),
    );
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Reached with the keyboard, the ring shows around the button, where the eye is. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText("Escolher uma foto");
    await expect(input).toHaveFocus();
    const button = input.closest("label") as HTMLElement;
    await expect(getComputedStyle(button).outlineStyle).toBe("solid");
  },
};

/** A photo that does not fit: the message under the button, read with it; the field is invalid and red. */
export const Invalid: Story = {
  args: {
    error:
      "Esta foto está deitada ou é quadrada (400 × 300 pontos). Escolha uma foto em pé, de retrato, mais alta do que larga.",
  },
  render: (args) => {
    const ref = createRef<HTMLInputElement>();
    return (
      <Stack gap={4} style={{ maxWidth: "28rem" }}>
        <FileField {...args} ref={ref} />
        <Button variant="outline" onClick={() => ref.current?.focus()}>
          Ir para a foto
        </Button>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("Escolher uma foto");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/deitada ou é quadrada \(400 × 300 pontos\)/);
    const button = input.closest("label") as HTMLElement;
    await expect(getComputedStyle(button).borderTopColor).toBe(themeColor("danger"));
    await userEvent.click(canvas.getByRole("button", { name: "Ir para a foto" }));
    await expect(input).toHaveFocus();
  },
};

/** At 200% text in a small phone's width: the button wraps its words, and nothing crosses the edge. */
export const LargeText: Story = {
  beforeEach: withLargeText,
  globals: smallPhoneGlobals,
  args: { label: "Escolher uma foto da galeria ou tirar com a câmera" },
  render: (args) => (
    <PhoneColumn>
      <FileField {...args} />
    </PhoneColumn>
  ),
  play: async ({ canvas }) => {
    await expect(rootFontSize()).toBe(32);
    await expectNoOverflow(canvas.getByRole("group", { name: "Tela de celular" }));
  },
};
