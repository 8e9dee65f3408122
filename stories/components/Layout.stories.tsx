import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Card } from "../../src/components/Card";
import { Heading } from "../../src/components/Heading";
import { Section } from "../../src/components/Section";
import { Stack } from "../../src/components/Stack";
import { Text } from "../../src/components/Text";

const meta = {
  title: "Components/Section",
  component: Section,
  args: { tone: "default" },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

const conditions = ["Miopia", "Hipermetropia", "Astigmatismo"];

/** A labelled band holding a centred container: a landmark a screen reader can jump to. */
export const WithCards: Story = {
  args: { tone: "alt", "aria-labelledby": "erros" },
  render: (args) => (
    <Section {...args}>
      <Stack gap={5}>
        <Heading level={2} id="erros">
          Erros de refração
        </Heading>
        <Stack as="ul" direction="row" gap={4} wrap>
          {conditions.map((title) => (
            <Card as="li" key={title} elevated style={{ flex: "1 1 14rem" }}>
              <Heading level={3}>{title}</Heading>
              <Text tone="muted">Corrigido com óculos, lentes de contato ou cirurgia.</Text>
            </Card>
          ))}
        </Stack>
      </Stack>
    </Section>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Erros de refração" });
    await expect(getComputedStyle(region).backgroundColor).toBe("rgb(238, 245, 245)");
    const items = canvas.getAllByRole("listitem");
    await expect(items.map((item) => item.querySelector("h3")?.textContent)).toEqual(conditions);
  },
};

/** The dark band: light text, and a light focus ring so keyboard users still see where they are. */
export const Inverse: Story = {
  args: { tone: "inverse", "aria-labelledby": "chamada" },
  render: (args) => (
    <Section {...args}>
      <Stack gap={4} align="start">
        <Heading level={2} tone="inverse" id="chamada">
          Recupere a nitidez da sua visão
        </Heading>
        <Text tone="inverseMuted">Atendimento humanizado em todas as etapas.</Text>
        <a href="#chamada" style={{ color: "inherit" }}>
          Saiba mais
        </a>
      </Stack>
    </Section>
  ),
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole("region", { name: "Recupere a nitidez da sua visão" });
    await expect(getComputedStyle(region).backgroundColor).toBe("rgb(12, 49, 54)");
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: "Saiba mais" });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineColor).toBe("rgb(255, 209, 102)");
  },
};

/** Stack in a row spaces its children by a token of the spacing scale. */
export const RowStack: Story = {
  render: () => (
    <Section>
      <Stack direction="row" gap={6} aria-label="Três itens" role="group">
        <span>Um</span>
        <span>Dois</span>
        <span>Três</span>
      </Stack>
    </Section>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Três itens" });
    await expect(getComputedStyle(group).flexDirection).toBe("row");
    await expect(getComputedStyle(group).columnGap).toBe("32px");
  },
};
