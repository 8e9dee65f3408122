import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Card } from "../../src/components/Card";
import { Heading } from "../../src/components/Heading";
import { Text } from "../../src/components/Text";
import { themeColor } from "./componentStoryKit";

const meta = {
  title: "Components/Card",
  component: Card,
  tags: ["autodocs"],
  args: {
    children: (
      <>
        <Heading level={3}>Miopia</Heading>
        <Text tone="muted">
          Dificuldade para enxergar de longe. Corrigida com óculos ou lentes.
        </Text>
      </>
    ),
  },
  parameters: { layout: "padded" },
  render: (args) => (
    <div style={{ maxWidth: "22rem" }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A white panel with a hairline edge, holding a title and its text, spaced apart. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole("heading", { level: 3, name: "Miopia" });
    const text = canvas.getByText(/Dificuldade para enxergar de longe/);
    await expect(title).toBeVisible();
    await expect(text).toBeVisible();
    const card = title.parentElement as HTMLElement;
    await expect(card).toContainElement(text);
    await expect(getComputedStyle(card).backgroundColor).toBe(themeColor("surface"));
    await expect(getComputedStyle(card).borderTopStyle).toBe("solid");
    await expect(getComputedStyle(card).boxShadow).toBe("none");
    await expect(text.getBoundingClientRect().top).toBeGreaterThan(
      title.getBoundingClientRect().bottom,
    );
  },
};

/** Raised with a shadow, for a card on a plain background. */
export const Elevated: Story = {
  args: { elevated: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("heading", { name: "Miopia" }).parentElement as HTMLElement;
    await expect(getComputedStyle(card).boxShadow).not.toBe("none");
  },
};

/** A self-contained item (a testimonial) is an article, which a screen reader can jump between. */
export const AsArticle: Story = {
  args: {
    as: "article",
    "aria-label": "Depoimento de Maria",
    children: <Text>“Voltei a ler sem óculos. Atendimento muito atencioso.”</Text>,
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole("article", { name: "Depoimento de Maria" });
    await expect(within(article).getByText(/Voltei a ler sem óculos/)).toBeVisible();
  },
};
