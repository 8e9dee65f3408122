import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StarRating } from "../../src/components/StarRating";

const meta = {
  title: "Components/StarRating",
  component: StarRating,
  args: { rating: 5 },
  parameters: { layout: "padded" },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five stars, read as one phrase rather than five unnamed pictures. */
export const FiveStars: Story = {
  play: async ({ canvas }) => {
    const rating = canvas.getByRole("img", { name: "5 de 5 estrelas" });
    const stars = rating.querySelectorAll("svg");
    await expect(stars).toHaveLength(5);
    await expect(rating.querySelectorAll("svg[data-empty]")).toHaveLength(0);
  },
};

/** Three of five: the two empty stars are drawn in a paler colour. */
export const ThreeStars: Story = {
  args: { rating: 3 },
  play: async ({ canvas }) => {
    const rating = canvas.getByRole("img", { name: "3 de 5 estrelas" });
    const stars = [...rating.querySelectorAll("svg")];
    await expect(stars).toHaveLength(5);
    const empty = stars.filter((star) => star.hasAttribute("data-empty"));
    await expect(empty).toEqual(stars.slice(3));
    await expect(getComputedStyle(empty[0] as Element).color).not.toBe(
      getComputedStyle(stars[0] as Element).color,
    );
  },
};
