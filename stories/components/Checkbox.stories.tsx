import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { Checkbox } from "../../src/components/Checkbox";
import {
  PhoneColumn,
  expectNoOverflow,
  rootFontSize,
  smallPhoneGlobals,
  themeColor,
  withLargeText,
} from "./componentStoryKit";

const meta = {
  title: "Components/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  args: { label: "Fechado o dia todo", onChange: fn() },
  parameters: { layout: "padded" },
  render: (args) => (
    <div style={{ maxWidth: "28rem" }}>
      <Checkbox {...args} />
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its words; the whole row is its label, a 48 px target; a tap on the words ticks it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole("checkbox", { name: "Fechado o dia todo" });
    await expect(box).not.toBeChecked();
    const row = box.closest("label") as HTMLElement;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    await userEvent.click(canvas.getByText("Fechado o dia todo"));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(getComputedStyle(row).fontWeight).toBe("700");
    const primary = themeColor("primary");
    await waitFor(() => expect(getComputedStyle(row).borderTopColor).toBe(primary));
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
  },
};

/** A hint under the row, read with the box. */
export const WithHint: Story = {
  args: { hint: "Desmarque se o consultório abre, com outro horário.", defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "Fechado o dia todo" });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription(
      "Desmarque se o consultório abre, com outro horário.",
    );
  },
};

/** Not available: a tap does nothing, and the row is dashed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole("checkbox", { name: "Fechado o dia todo" });
    await userEvent.click(canvas.getByText("Fechado o dia todo"));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(getComputedStyle(box.closest("label") as HTMLElement).borderTopStyle).toBe(
      "dashed",
    );
  },
};

/** Long words at 200% text in a small phone's width: the row wraps, and nothing crosses the edge. */
export const LongLabel: Story = {
  args: {
    label: "Atende consultas particulares, além dos convênios aceitos",
    hint: "Ligado: o site diz que atende consultas particulares.",
  },
  beforeEach: withLargeText,
  globals: smallPhoneGlobals,
  render: (args) => (
    <PhoneColumn>
      <Checkbox {...args} />
    </PhoneColumn>
  ),
  play: async ({ canvas }) => {
    await expect(rootFontSize()).toBe(32);
    await expectNoOverflow(canvas.getByRole("group", { name: "Tela de celular" }));
  },
};
