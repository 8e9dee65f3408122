import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TechniqueSection } from "../../../src/sections/catarata/TechniqueSection";
import { catarata } from "../../fixtures/content";

const meta = {
  title: "Sections/Catarata/TechniqueSection",
  component: TechniqueSection,
  args: { technique: catarata.technique },
} satisfies Meta<typeof TechniqueSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two technique cards (phacoemulsification, premium lenses), then the benefits as a headed list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: catarata.technique.title });
    const inSection = within(region);
    await expect(inSection.getByRole("heading", { level: 2 })).toHaveTextContent(
      catarata.technique.title,
    );
    await expect(region).toHaveTextContent(catarata.technique.intro);

    const [steps, benefits] = inSection.getAllByRole("list");
    const stepCards = within(steps as HTMLElement).getAllByRole("listitem");
    const stepTitles = stepCards.map(
      (card) => within(card).getByRole("heading", { level: 3 }).textContent,
    );
    await expect(stepTitles).toEqual(["Facoemulsificação", "Lentes intraoculares premium"]);
    for (const [index, step] of catarata.technique.steps.entries()) {
      await expect(stepCards[index]).toHaveTextContent(step.description);
    }

    await expect(
      inSection.getByRole("heading", { level: 3, name: catarata.technique.benefitsTitle }),
    ).toBeVisible();
    const benefitItems = within(benefits as HTMLElement).getAllByRole("listitem");
    await expect(benefitItems.map((item) => item.textContent)).toEqual([
      ...catarata.technique.benefits,
    ]);
  },
};
