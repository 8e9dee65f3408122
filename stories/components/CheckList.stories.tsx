import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CheckList } from "../../src/components/CheckList";
import { themeColor } from "./componentStoryKit";

const symptoms = [
  "Visão embaçada ou nublada",
  "Cores desbotadas",
  "Dificuldade para dirigir à noite",
  "Sensibilidade à luz",
];

const meta = {
  title: "Components/CheckList",
  component: CheckList,
  tags: ["autodocs"],
  args: { items: symptoms, tone: "primary" },
  parameters: { layout: "padded" },
} satisfies Meta<typeof CheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real list, read as "list, 4 items"; the ticks are decoration, so only the words are read. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(symptoms.length);
    await expect(items.map((item) => item.textContent)).toEqual(symptoms);
    for (const item of items) {
      const tick = item.querySelector("svg");
      await expect(tick).toBeVisible();
      await expect(tick).toHaveAttribute("aria-hidden", "true");
      await expect(getComputedStyle(tick as SVGElement).color).toBe(themeColor("primary"));
    }
    await expect(getComputedStyle(list).listStyleType).toBe("none");
  },
};

/** Benefits: the ticks in the success green. */
export const Benefits: Story = {
  args: {
    tone: "success",
    items: ["Recuperação rápida", "Sem pontos", "Anestesia com colírio"],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    const tick = items[0]?.querySelector("svg") as SVGElement;
    await expect(getComputedStyle(tick).color).toBe(themeColor("success"));
  },
};

/** A long list in two columns on a wide screen: the second item sits beside the first, not under it. */
export const TwoColumns: Story = {
  args: { twoColumns: true },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("listitem") as [HTMLElement, HTMLElement];
    const a = first.getBoundingClientRect();
    const b = second.getBoundingClientRect();
    await expect(Math.round(b.top)).toBe(Math.round(a.top));
    await expect(b.left).toBeGreaterThan(a.right);
  },
};
