import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Heading } from "../../src/components/Heading";

const meta = {
  title: "Components/Heading",
  component: Heading,
  args: { level: 2, children: "Cirurgia de Catarata" },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The level sets the element, so a screen reader's outline is right. */
export const Levels: Story = {
  render: () => (
    <div>
      <Heading level={1}>Nível 1</Heading>
      <Heading level={2}>Nível 2</Heading>
      <Heading level={3}>Nível 3</Heading>
      <Heading level={4}>Nível 4</Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of [1, 2, 3, 4]) {
      await expect(canvas.getByRole("heading", { level, name: `Nível ${level}` })).toBeVisible();
    }
    const h1 = parseFloat(getComputedStyle(canvas.getByRole("heading", { level: 1 })).fontSize);
    const h4 = parseFloat(getComputedStyle(canvas.getByRole("heading", { level: 4 })).fontSize);
    await expect(h1).toBeGreaterThan(h4);
  },
};

/** Size for the eye, level for the outline: an h2 that looks like body-lead text. */
export const SizeApartFromLevel: Story = {
  args: { level: 2, size: "lg", children: "Pequeno, mas nível 2" },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 2, name: "Pequeno, mas nível 2" });
    await expect(getComputedStyle(heading).fontSize).toBe("21px");
  },
};

export const Accent: Story = {
  args: { level: 3, tone: "accent", children: "Cirurgia sem internação" },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 3, name: "Cirurgia sem internação" });
    await expect(getComputedStyle(heading).color).toBe("rgb(28, 79, 140)");
  },
};
