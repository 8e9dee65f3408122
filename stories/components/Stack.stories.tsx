import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "../../src/components/Button";
import { Stack } from "../../src/components/Stack";
import { theme } from "../../src/theme/theme";

const meta = {
  title: "Components/Stack",
  component: Stack,
  tags: ["autodocs"],
  args: { gap: 4, direction: "column" },
  parameters: { layout: "padded" },
  render: (args) => (
    <Stack {...args}>
      <Button>Agendar consulta</Button>
      <Button variant="outline">Tenho dúvidas</Button>
      <Button variant="ghost">Ver a técnica</Button>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its children one under the other, the gap taken from the spacing scale (index 4: 1rem). */
export const Column: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("button");
    const gap = second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom;
    await expect(gap).toBeCloseTo(parseFloat(theme.space[4]) * 16, 0);
  },
};

/** A row that wraps on a narrow screen instead of pushing the page sideways. */
export const WrappingRow: Story = {
  args: { direction: "row", wrap: true, gap: 3 },
  render: (args) => (
    <div style={{ maxWidth: "20rem" }}>
      <Stack {...args}>
        <Button>Agendar consulta</Button>
        <Button variant="outline">Tenho dúvidas</Button>
        <Button variant="ghost">Ver a técnica</Button>
      </Stack>
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole("button");
    const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
    const group = buttons[0]!.parentElement!;
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};
