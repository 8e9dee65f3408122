import {
  calendarDate,
  choice,
  fileOf,
  group,
  httpsAddress,
  list,
  longText,
  markdown,
  optional,
  shortText,
  slug,
  yesNo,
} from "../contentFields";
import { articleGraphqlType, articlesFolder, type ArticleLink } from "./shared";
import { conditions } from "../conditions";

/**
 * An article (one file in src/content/artigos/, the editor's "Artigos"): one page at /conteudos/<slug>/. The doctor
 * of "Dados do consultório" is its author and reviewer; the file never names them again.
 */
export const artigo = group(
  {
    label: "Artigo",
    hint: "Um texto sobre uma doença ou um exame, para o paciente que procura no Google. Escreva frases curtas, explique cada palavra difícil e não prometa resultados (Resolução CFM 2.336/2023).",
    requiredWhenOn: { switch: "confirmed", fields: ["reviewedOn"] },
  },
  {
    title: shortText({
      label: "Título",
      hint: 'Como o paciente pergunta ou procura, por exemplo "Catarata tem cura? O que é e como se trata".',
    }),
    slug: slug({
      label: "Endereço da página",
      hint: "Em branco, o editor faz a partir do título (catarata-tem-cura para /conteudos/catarata-tem-cura/). Só letras minúsculas sem acento, números e traços. Depois de publicado, não mude: os links que já foram compartilhados deixariam de funcionar.",
      from: "title",
    }),
    summary: longText({
      label: "Resumo",
      hint: "Uma ou duas frases: aparecem na lista de conteúdos, no Google e quando alguém compartilha o link.",
    }),
    condition: choice(
      {
        label: "Assunto",
        hint: "A doença ou o exame de que o artigo trata: agrupa a lista de conteúdos.",
      },
      conditions,
    ),
    body: markdown({
      label: "Texto",
      hint: 'Intertítulos, listas, negrito e links. Um link para outra página do site começa com "/", por exemplo /catarata/. Toda imagem precisa de uma descrição para quem não a vê. HTML não aparece na página. A prévia mostra a nota de leitura (meta: fácil) e as frases longas demais.',
      readingTarget: "fácil",
    }),
    sources: list(
      {
        label: "Fontes",
        hint: "De onde vêm as informações: Ministério da Saúde, Conselho Brasileiro de Oftalmologia, sociedades médicas. Aparecem no fim do artigo.",
        min: 1,
      },
      group(
        { label: "Fonte", graphql: "ArticleSource" },
        {
          title: shortText({
            label: "Nome da fonte",
            hint: 'Por exemplo: "Ministério da Saúde: Catarata".',
          }),
          url: httpsAddress({
            label: "Endereço da fonte",
            hint: "O endereço completo da página, começando com https://",
          }),
        },
      ),
    ),
    publishedOn: calendarDate({
      label: "Data de publicação",
      hint: "Ano-mês-dia, por exemplo 2026-03-10.",
    }),
    reviewedOn: optional(
      calendarDate({
        label: "Data da revisão médica",
        hint: 'O dia em que o(a) médico(a) leu e aprovou o texto, ano-mês-dia. Obrigatória com "Revisão médica feita" ligado. Depois de um ano, o aviso do site lembra de revisar de novo.',
      }),
    ),
    confirmed: yesNo({
      label: "Revisão médica feita",
      hint: 'Ligue só depois que o(a) médico(a) ler, corrigir e aprovar o texto, e preencha a data da revisão. Desligado, a página diz "Texto em revisão pelo médico" (ou "pela médica", como pede o Tratamento) e o aviso de conteúdo a conferir lista o artigo.',
      byDefault: false,
    }),
    related: list(
      {
        label: "Artigos relacionados",
        hint: 'Outros artigos para ler em seguida: aparecem no fim da página, em "Leia também".',
        min: 0,
      },
      fileOf<ArticleLink>({
        label: "Artigo relacionado",
        folder: articlesFolder,
        graphql: articleGraphqlType,
      }),
    ),
  },
);
