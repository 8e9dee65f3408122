import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FactsSection } from "../../../src/sections/catarata/FactsSection";
import { catarata } from "../../fixtures/content";
import { expectStatNotes, readStatPairs } from "../sectionStoryKit";

const meta = {
  title: "Sections/Catarata/FactsSection",
  component: FactsSection,
  args: { facts: catarata.facts },
} satisfies Meta<typeof FactsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cataract in numbers, each figure read with what it counts. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: catarata.facts.title });
    await expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent(
      catarata.facts.title,
    );
    const pairs = await readStatPairs(region);
    await expect(pairs.map(([, value]) => value)).toEqual(["Mais de 17 milhões", "95%"]);
    await expect(pairs).toEqual(catarata.facts.items.map((fact) => [fact.label, fact.value]));
    // Under each figure, what exactly it counts and where it comes from, in fields of their own.
    await expectStatNotes(region, catarata.facts.items);
  },
};
