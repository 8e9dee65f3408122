import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Container } from "../../src/components/Container";
import { Text } from "../../src/components/Text";

const meta = {
  title: "Components/Container",
  component: Container,
  tags: ["autodocs"],
  args: {
    role: "region",
    "aria-label": "Conteúdo",
    children: (
      <Text>
        A catarata é a opacificação do cristalino, a lente natural do olho. Ela deixa a visão
        embaçada e as cores desbotadas, e tem tratamento.
      </Text>
    ),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The content sits in the middle of a wide screen, at most 72rem wide, with the same margin on either side, so
 * lines stay a readable length; on a phone the side padding keeps text off the screen's edges.
 */
export const Centred: Story = {
  play: async ({ canvas, canvasElement }) => {
    const container = canvas.getByRole("region", { name: "Conteúdo" });
    const style = getComputedStyle(container);
    await expect(style.maxWidth).toBe("1152px");
    const box = container.getBoundingClientRect();
    const outer = canvasElement.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1152);
    await expect(Math.abs(box.left - outer.left - (outer.right - box.right))).toBeLessThanOrEqual(
      1,
    );
    await expect(parseFloat(style.paddingLeft)).toBeGreaterThanOrEqual(12);
    await expect(style.paddingLeft).toBe(style.paddingRight);
    await expect(canvas.getByText(/opacificação do cristalino/)).toBeVisible();
  },
};
