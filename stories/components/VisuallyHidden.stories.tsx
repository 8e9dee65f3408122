import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { VisuallyHidden } from "../../src/components/VisuallyHidden";

const meta = {
  title: "Components/VisuallyHidden",
  component: VisuallyHidden,
  tags: ["autodocs"],
  args: { children: "(abre em nova aba)" },
  parameters: { layout: "padded" },
  render: (args) => (
    <a href="https://www.instagram.com/" target="_blank" rel="noopener noreferrer">
      Instagram <VisuallyHidden {...args} />
    </a>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen reader says "Instagram (abre em nova aba)"; the eye sees only "Instagram", with no gap for the rest. */
export const AfterALink: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Instagram (abre em nova aba)" });
    const hidden = canvas.getByText("(abre em nova aba)");
    await expect(link).toContainElement(hidden);
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(hidden).position).toBe("absolute");
    // The link is no wider than its visible word: the hidden words take no room on the line.
    const word = document.createRange();
    word.selectNodeContents(link.firstChild as Node);
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(
      word.getBoundingClientRect().width + 1,
    );
  },
};
