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

/** Read in order, label then figure then its note: each term followed directly by its figure. */
async function expectPairs(
  container: HTMLElement,
  stats: readonly { value: string; label: string }[],
) {
  const terms = within(container).getAllByRole("term");
  await expect(terms.map((term) => term.textContent)).toEqual(stats.map((stat) => stat.label));
  await expect(terms.map((term) => term.nextElementSibling?.textContent)).toEqual(
    stats.map((stat) => stat.value),
  );
}

/**
 * The figure is drawn above its label but read after it: the DOM order is the reading order. Under the label, what
 * exactly the figure counts and its source, read last.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectPairs(canvasElement, catarata.hero.stats);
    const label = canvas.getAllByRole("term")[0] as HTMLElement;
    const figure = label.nextElementSibling as HTMLElement;
    const note = figure.nextElementSibling as HTMLElement;
    await expect(figure.getBoundingClientRect().top).toBeLessThan(
      label.getBoundingClientRect().top,
    );
    await expect(note.getBoundingClientRect().top).toBeGreaterThan(
      label.getBoundingClientRect().top,
    );
    const [first] = catarata.hero.stats;
    await expect(note).toHaveTextContent(`${first?.definition} Fonte: ${first?.source}.`);
  },
};

/** A figure with neither definition nor source (a draft the editor has yet to fill in): no empty note. */
export const WithoutNote: Story = {
  args: { stats: [{ value: "15-20 min", label: "de cirurgia" }] },
  play: async ({ canvas }) => {
    const label = canvas.getByRole("term");
    await expect(label.nextElementSibling).toHaveTextContent("15-20 min");
    await expect(label.nextElementSibling?.nextElementSibling).toBeNull();
  },
};

/** On the dark band, the figures in the light inverse colours. */
export const Inverse: Story = {
  args: { tone: "inverse", stats: catarata.profile.stats },
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <Section tone="inverse" aria-label="Números">
      <StatList {...args} />
    </Section>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Números" });
    await expectPairs(region, catarata.profile.stats);
    const figure = within(region).getAllByRole("term")[0]?.nextElementSibling as HTMLElement;
    await expect(getComputedStyle(figure).color).toBe(getComputedStyle(region).color);
  },
};
