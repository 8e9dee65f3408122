import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { contrastPairs, fontSizes, space } from "../../src/theme/tokens";
import { ContrastTable, SpacingTable, TypeScaleTable } from "./TokenTables";

const meta = {
  title: "Theme/Design tokens",
  component: ContrastTable,
  // The docs page is DesignTokens.mdx beside this file.
  tags: ["!autodocs"],
  parameters: { layout: "padded" },
} satisfies Meta<typeof ContrastTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each pair's ratio, computed from the token file, meets its minimum. */
export const Contrast: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Pares de cores e contraste (WCAG 2.2)" });
    const rows = table.querySelectorAll("tbody tr");
    await expect(rows).toHaveLength(contrastPairs.length);
    for (const [index, pair] of contrastPairs.entries()) {
      const ratio = Number(rows[index]?.querySelector("[data-ratio]")?.getAttribute("data-ratio"));
      await expect(ratio).toBeGreaterThanOrEqual(pair.minimum);
    }
  },
};

export const TypeScale: Story = {
  render: () => <TypeScaleTable />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Escala tipográfica" });
    await expect(table.querySelectorAll("tbody tr")).toHaveLength(Object.keys(fontSizes).length);
    await expect(canvas.getByRole("rowheader", { name: "md" })).toBeVisible();
  },
};

export const Spacing: Story = {
  render: () => <SpacingTable />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Escala de espaçamento" });
    await expect(table.querySelectorAll("tbody tr")).toHaveLength(space.length);
  },
};
