import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Icon } from "../../src/components/Icon";
import { IconButton } from "../../src/components/IconButton";

const meta = {
  title: "Components/IconButton",
  component: IconButton,
  tags: ["autodocs"],
  args: { label: "Fechar", onClick: fn(), children: <Icon name="close" /> },
  // Room around it: the button pulls itself into its container's top-right corner.
  parameters: { layout: "centered" },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, as the icon says nothing to a screen reader; a 48 px round target. */
export const Close: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Fechar" });
    await expect(button).toHaveAttribute("type", "button");
    await expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(48);
    await expect(box.height).toBeGreaterThanOrEqual(48);
    await expect(getComputedStyle(button).borderTopLeftRadius).toBe("50%");
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Reached with Tab, shows the focus ring, and Enter presses it. */
export const Keyboard: Story = {
  args: { label: "Fechar aviso" },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Fechar aviso" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe("solid");
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
