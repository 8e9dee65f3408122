import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ServicesSection } from "../../../src/sections/home/ServicesSection";
import { home } from "../../fixtures/content";

const meta = {
  title: "Sections/Home/ServicesSection",
  component: ServicesSection,
  args: { content: home.services },
} satisfies Meta<typeof ServicesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four services; Catarata links on to its own page, and each service with an article to the article. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: home.services.title });
    const inSection = within(region);
    await expect(inSection.getByRole("heading", { level: 2 })).toHaveTextContent(
      home.services.title,
    );

    const cards = within(inSection.getByRole("list")).getAllByRole("listitem");
    const titles = cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent);
    await expect(titles).toEqual([
      "Teste do Olhinho",
      "Laudos Oftalmológicos",
      "Catarata",
      "Cirurgia de Pterígio",
    ]);
    for (const [index, service] of home.services.items.entries()) {
      await expect(cards[index]).toHaveTextContent(service.description);
    }

    // Reports for public exams, the driving-licence authority, companies and expert purposes (spec, section 2): the
    // INSS does the perícia, and the patient takes the doctor's report there.
    for (const purpose of ["concursos públicos", "DETRAN", "empresas", "levar à perícia do INSS"]) {
      await expect(cards[1]).toHaveTextContent(purpose);
    }

    const catarata = home.services.items.find((service) => service.link);
    const link = within(cards[2] as HTMLElement).getByRole("link", {
      name: catarata?.linkLabel ?? "",
    });
    await expect(link).toHaveAttribute("href", "/catarata/");
    const articleLinks = home.services.items.flatMap((service) =>
      service.article
        ? [inSection.getByRole("link", { name: `Leia o artigo: ${service.article.title}` })]
        : [],
    );
    for (const [index, service] of home.services.items.filter((item) => item.article).entries())
      await expect(articleLinks[index]).toHaveAttribute(
        "href",
        `/conteudos/${service.article?.slug}/`,
      );
    // No other link: the page's own and the articles'.
    await expect(inSection.getAllByRole("link")).toHaveLength(1 + articleLinks.length);
  },
};
