import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RefractiveErrorsSection } from "../../../src/sections/home/RefractiveErrorsSection";
import { home } from "../../fixtures/content";

const meta = {
  title: "Sections/Home/RefractiveErrorsSection",
  component: RefractiveErrorsSection,
  args: { content: home.refractive },
} satisfies Meta<typeof RefractiveErrorsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four condition cards, each an item with its own h3, then the refraction exam. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: home.refractive.title });
    const inSection = within(region);
    await expect(inSection.getByRole("heading", { level: 2 })).toHaveTextContent(
      home.refractive.title,
    );
    await expect(region).toHaveTextContent(home.refractive.intro);

    const cards = within(inSection.getByRole("list")).getAllByRole("listitem");
    const titles = cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent);
    await expect(titles).toEqual([
      "Miopia",
      "Hipermetropia",
      "Astigmatismo",
      "Presbiopia/Vista Cansada",
    ]);
    for (const [index, condition] of home.refractive.conditions.entries()) {
      await expect(cards[index]).toHaveTextContent(condition.description);
    }

    const exam = inSection.getByRole("heading", { level: 3, name: home.refractive.examTitle });
    await expect(exam.closest("li")).toBeNull();
    await expect(region).toHaveTextContent(home.refractive.examText);
    // The badges are decoration: nothing for a screen reader to announce.
    await expect(inSection.queryAllByRole("img")).toHaveLength(0);
  },
};
