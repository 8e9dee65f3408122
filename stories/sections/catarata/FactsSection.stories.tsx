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

/**
 * As the site ships: no figure about cataract (no source held the specification's), so no section at all, not a
 * heading over nothing.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(catarata.facts.items).toEqual([]);
    await expect(canvas.queryByRole("region", { name: catarata.facts.title })).toBeNull();
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
};

/** Once the editor adds figures (here the practice's own stand in), each is read with what it counts. */
export const WithFigures: Story = {
  args: { facts: { ...catarata.facts, items: catarata.profile.stats } },
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole("region", { name: catarata.facts.title });
    await expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent(
      catarata.facts.title,
    );
    const pairs = await readStatPairs(region);
    await expect(pairs.map(([, value]) => value)).toEqual(["5000+", "5 anos"]);
    await expect(pairs).toEqual(args.facts.items.map((fact) => [fact.label, fact.value]));
    // Under each figure, what exactly it counts and where it comes from, in fields of their own.
    await expectStatNotes(region, args.facts.items);
  },
};
