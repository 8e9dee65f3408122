import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Card } from "../../../src/components/Card";
import { Heading } from "../../../src/components/Heading";
import { Section } from "../../../src/components/Section";
import { Text } from "../../../src/components/Text";
import { CardGrid } from "../../../src/sections/layout/CardGrid";
import { home } from "../../fixtures/content";

const meta = {
  title: "Sections/Layout/CardGrid",
  component: CardGrid,
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real list (so a screen reader says "list, 4 items") without bullets or indent. */
export const Conditions: Story = {
  render: () => (
    <Section aria-label="Cartões">
      <CardGrid>
        {home.refractive.conditions.map((condition) => (
          <Card as="li" key={condition.title}>
            <Heading level={3}>{condition.title}</Heading>
            <Text tone="muted">{condition.description}</Text>
          </Card>
        ))}
      </CardGrid>
    </Section>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(home.refractive.conditions.length);
    const style = getComputedStyle(list);
    await expect(style.listStyleType).toBe("none");
    await expect(style.paddingLeft).toBe("0px");
    await expect(style.display).toBe("grid");
  },
};

/** Wide cards, for longer texts: fewer columns than the plain grid at the same width. */
export const Wide: Story = {
  render: () => (
    <Section aria-label="Cartões largos">
      <CardGrid $wide>
        {home.retina.cards.map((card) => (
          <Card as="li" key={card.title}>
            <Heading level={3}>{card.title}</Heading>
            <Text tone="muted">{card.what}</Text>
          </Card>
        ))}
      </CardGrid>
    </Section>
  ),
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole("list")).getAllByRole("listitem");
    await expect(items.map((item) => item.querySelector("h3")?.textContent)).toEqual(
      home.retina.cards.map((card) => card.title),
    );
  },
};
