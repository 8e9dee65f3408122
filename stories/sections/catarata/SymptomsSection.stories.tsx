import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SymptomsSection } from "../../../src/sections/catarata/SymptomsSection";
import { catarata } from "../../fixtures/content";

const meta = {
  title: "Sections/Catarata/SymptomsSection",
  component: SymptomsSection,
  args: { symptoms: catarata.symptoms },
} satisfies Meta<typeof SymptomsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six symptoms, each a list item read as plain words: the eye icons are silent. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: catarata.symptoms.title });
    const inSection = within(region);
    await expect(inSection.getByRole("heading", { level: 2 })).toHaveTextContent(
      catarata.symptoms.title,
    );
    await expect(region).toHaveTextContent(catarata.symptoms.intro);
    const items = within(inSection.getByRole("list")).getAllByRole("listitem");
    await expect(items).toHaveLength(6);
    await expect(items.map((item) => item.textContent)).toEqual([...catarata.symptoms.items]);
    await expect(inSection.queryAllByRole("img")).toHaveLength(0);
  },
};
