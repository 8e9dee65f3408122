import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Eyebrow } from "../../src/components/Eyebrow";
import { Heading } from "../../src/components/Heading";
import { Section } from "../../src/components/Section";
import { Stack } from "../../src/components/Stack";
import { themeColor } from "./componentStoryKit";

const meta = {
  title: "Components/Eyebrow",
  component: Eyebrow,
  tags: ["autodocs"],
  args: { children: "Especialidade", tone: "primary" },
  parameters: { layout: "padded" },
  render: (args) => (
    <Stack gap={2}>
      <Eyebrow {...args} />
      <Heading level={1}>Cirurgia de catarata</Heading>
    </Stack>
  ),
} satisfies Meta<typeof Eyebrow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The short line above a headline, in bold teal capitals on a wide screen; read as the word it is. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const eyebrow = canvas.getByText("Especialidade");
    await expect(eyebrow).toBeVisible();
    await expect(eyebrow.tagName).toBe("P");
    const style = getComputedStyle(eyebrow);
    await expect(style.textTransform).toBe("uppercase");
    await expect(style.fontWeight).toBe("700");
    await expect(style.color).toBe(themeColor("primary"));
    const heading = canvas.getByRole("heading", { level: 1, name: "Cirurgia de catarata" });
    await expect(eyebrow.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      heading.getBoundingClientRect().top,
    );
  },
};

/** On the dark band, in the warm accent. */
export const Inverse: Story = {
  args: { tone: "inverse" },
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <Section tone="inverse" aria-label="Chamada">
      <Stack gap={2}>
        <Eyebrow {...args} />
        <Heading level={2} tone="inverse">
          Recupere a nitidez da sua visão
        </Heading>
      </Stack>
    </Section>
  ),
  play: async ({ canvas }) => {
    const eyebrow = canvas.getByText("Especialidade");
    await expect(eyebrow).toBeVisible();
    await expect(getComputedStyle(eyebrow).color).toBe(themeColor("focusInverse"));
  },
};
