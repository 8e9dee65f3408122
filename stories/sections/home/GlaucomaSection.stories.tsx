import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { GlaucomaSection } from "../../../src/sections/home/GlaucomaSection";
import { home } from "../../fixtures/content";

const meta = {
  title: "Sections/Home/GlaucomaSection",
  component: GlaucomaSection,
  args: { content: home.glaucoma },
} satisfies Meta<typeof GlaucomaSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What glaucoma is, then two headed parts: the risk factors as a list, and the diagnosis. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Glaucoma" });
    const inSection = within(region);
    await expect(inSection.getByRole("heading", { level: 2 })).toHaveTextContent("Glaucoma");
    await expect(region).toHaveTextContent(home.glaucoma.what);

    const subheadings = inSection.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    await expect(subheadings).toEqual([
      home.glaucoma.riskFactorsTitle,
      home.glaucoma.diagnosisTitle,
    ]);
    const factors = within(inSection.getByRole("list")).getAllByRole("listitem");
    await expect(factors.map((item) => item.textContent)).toEqual([...home.glaucoma.riskFactors]);
    await expect(region).toHaveTextContent(home.glaucoma.diagnosis);
    await expect(inSection.queryAllByRole("img")).toHaveLength(0);
  },
};
