import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Text } from "../../src/components/Text";

const meta = {
  title: "Components/Text",
  component: Text,
  args: {
    children:
      "A catarata é a opacificação do cristalino, a lente natural do olho. Ela deixa a visão embaçada e as cores desbotadas.",
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Body text is 18 px at least, so it reads on a phone without zooming. */
export const Body: Story = {
  play: async ({ canvas }) => {
    const paragraph = canvas.getByText(/opacificação do cristalino/);
    await expect(paragraph.tagName).toBe("P");
    await expect(parseFloat(getComputedStyle(paragraph).fontSize)).toBeGreaterThanOrEqual(18);
  },
};

export const Sizes: Story = {
  render: () => (
    <div>
      <Text size="sm">Texto pequeno (16 px)</Text>
      <Text size="md">Texto normal (18 px)</Text>
      <Text size="lg">Texto de destaque (21 px)</Text>
    </div>
  ),
  play: async ({ canvas }) => {
    const px = (text: RegExp) => getComputedStyle(canvas.getByText(text)).fontSize;
    await expect(px(/pequeno/)).toBe("16px");
    await expect(px(/normal/)).toBe("18px");
    await expect(px(/destaque/)).toBe("21px");
  },
};

export const MutedAsSpan: Story = {
  args: { tone: "muted", as: "span", children: "Médico Oftalmologista" },
  play: async ({ canvas }) => {
    const span = canvas.getByText("Médico Oftalmologista");
    await expect(span.tagName).toBe("SPAN");
    await expect(getComputedStyle(span).color).toBe("rgb(52, 73, 79)");
  },
};
