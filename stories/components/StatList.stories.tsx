import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Section } from "../../src/components/Section";
import { StatList } from "../../src/components/StatList";
import { catarata } from "../fixtures/content";

const meta = {
  title: "Components/StatList",
  component: StatList,
  args: { stats: catarata.hero.stats },
  parameters: { layout: "padded" },
} satisfies Meta<typeof StatList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read in pairs, label then figure: each term followed directly by its definition. */
async function expectPairs(
  container: HTMLElement,
  stats: readonly { value: string; label: string }[],
) {
  const terms = within(container).getAllByRole("term");
  const definitions = within(container).getAllByRole("definition");
  await expect(terms.map((term) => term.textContent)).toEqual(stats.map((stat) => stat.label));
  await expect(definitions.map((value) => value.textContent)).toEqual(
    stats.map((stat) => stat.value),
  );
  for (const [index, term] of terms.entries()) {
    await expect(term.nextElementSibling).toBe(definitions[index]);
  }
}

/** The figure is drawn above its label but read after it: the DOM order is the reading order. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectPairs(canvasElement, catarata.hero.stats);
    const figure = canvas.getAllByRole("definition")[0] as HTMLElement;
    const label = canvas.getAllByRole("term")[0] as HTMLElement;
    await expect(figure.getBoundingClientRect().top).toBeLessThan(
      label.getBoundingClientRect().top,
    );
  },
};

/** On the dark band, the figures in the light inverse colours. */
export const Inverse: Story = {
  args: { tone: "inverse", stats: catarata.facts.items },
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <Section tone="inverse" aria-label="Números">
      <StatList {...args} />
    </Section>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Números" });
    await expectPairs(region, catarata.facts.items);
    const figure = within(region).getAllByRole("definition")[0] as HTMLElement;
    await expect(getComputedStyle(figure).color).toBe(getComputedStyle(region).color);
  },
};
