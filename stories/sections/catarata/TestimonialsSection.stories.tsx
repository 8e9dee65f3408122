import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TestimonialsSection } from "../../../src/sections/catarata/TestimonialsSection";
import { catarata } from "../../fixtures/content";

const meta = {
  title: "Sections/Catarata/TestimonialsSection",
  component: TestimonialsSection,
  args: { testimonials: catarata.testimonials },
} satisfies Meta<typeof TestimonialsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three testimonials, each with its rating read as one phrase, the quote, the name and the age. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: catarata.testimonials.title });
    const inSection = within(region);
    await expect(inSection.getByRole("heading", { level: 2 })).toHaveTextContent(
      catarata.testimonials.title,
    );
    const cards = within(inSection.getByRole("list")).getAllByRole("listitem");
    await expect(cards).toHaveLength(3);
    for (const [index, testimonial] of catarata.testimonials.items.entries()) {
      const card = cards[index] as HTMLElement;
      const inCard = within(card);
      await expect(inCard.getByRole("img", { name: "5 de 5 estrelas" })).toBeVisible();
      await expect(inCard.getAllByRole("img")).toHaveLength(1);
      await expect(inCard.getByText(testimonial.name)).toBeVisible();
      await expect(inCard.getByText(testimonial.ageText)).toBeVisible();
      await expect(card).toHaveTextContent(testimonial.text);
    }
  },
};
