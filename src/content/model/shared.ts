/**
 * What more than one content file's model uses: the articles' folder and the link to an article, and the page's
 * search and sharing fields.
 */
import { fileOf, group, longText, optional, shortText } from "../contentFields";

/** The folder of the articles, in src/content, and the GraphQL type of each article. */
export const articlesFolder = "artigos";
export const articleGraphqlType = "ArtigoJson";

/** An article as another page links to it: GraphQL hands the page the linked file's node, not its slug. */
export interface ArticleLink {
  /** Its address is /conteudos/<slug>/. */
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
}

/** A link from a card or a section to the article about it, picked by its title in the editor. */
export const articleLink = optional(
  fileOf<ArticleLink>({
    label: "Artigo sobre o assunto (opcional)",
    hint: 'Um artigo da seção "Artigos": o site mostra um link "Leia o artigo" com o título dele.',
    folder: articlesFolder,
    graphql: articleGraphqlType,
  }),
);

export const seo = group(
  {
    label: "Busca e compartilhamento",
    hint: "Como a página aparece no Google e quando alguém compartilha o link.",
    graphql: "Seo",
  },
  {
    title: shortText({
      label: "Título da página",
      hint: "Aparece na aba do navegador e no Google.",
    }),
    description: longText({
      label: "Resumo da página",
      hint: "Uma ou duas frases, mostradas abaixo do título no Google.",
    }),
  },
);
