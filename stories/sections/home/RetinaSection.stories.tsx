import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RetinaSection } from "../../../src/sections/home/RetinaSection";
import { home } from "../../fixtures/content";

const meta = {
  title: "Sections/Home/RetinaSection",
  component: RetinaSection,
  args: { content: home.retina },
} satisfies Meta<typeof RetinaSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards, each an h3 and a description list: "O que é" and "Importância", read term then text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: home.retina.title });
    const inSection = within(region);
    await expect(inSection.getByRole("heading", { level: 2 })).toHaveTextContent(home.retina.title);
    await expect(region).toHaveTextContent(home.retina.intro);

    const cards = within(inSection.getByRole("list")).getAllByRole("listitem");
    const titles = cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent);
    await expect(titles).toEqual(["Retinopatia Diabética", "Retinopatia Hipertensiva"]);

    for (const [index, card] of cards.entries()) {
      const content = home.retina.cards[index];
      const inCard = within(card);
      const terms = inCard.getAllByRole("term");
      const definitions = inCard.getAllByRole("definition");
      await expect(terms.map((term) => term.textContent)).toEqual(["O que é", "Importância"]);
      await expect(definitions.map((definition) => definition.textContent)).toEqual([
        content?.what,
        content?.importance,
      ]);
    }
  },
};
