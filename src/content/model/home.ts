/** The home page (home.json): general ophthalmology. */
import { group, list, longText, optional, shortText, sitePage } from "../contentFields";
import { articleLink, seo } from "./shared";

/** A condition's card on the home page, which may link to the article about it. */
const conditionCard = group(
  { label: "Cartão", graphql: "ConditionCard" },
  {
    title: shortText({ label: "Título do cartão" }),
    description: longText({ label: "Texto do cartão" }),
    article: articleLink,
  },
);

export const home = group(
  {
    label: "Página inicial (/)",
    hint: "Oftalmologia em geral: abertura, erros de refração, glaucoma, exames de retina, outros serviços e chamada final.",
  },
  {
    seo,
    hero: group(
      { label: "Abertura", hint: "O topo da página, ao lado da foto." },
      {
        eyebrow: shortText({ label: "Linha pequena acima do título" }),
        title: shortText({ label: "Título principal" }),
        lead: longText({ label: "Texto abaixo do título" }),
        ctaLabel: shortText({
          label: "Botão de agendar",
          hint: 'Abre o formulário de agendamento, por exemplo "Agendar Consulta".',
        }),
        highlights: list(
          {
            label: "Destaques",
            hint: "Frases curtas, com um sinal de certo, abaixo do botão.",
            min: 1,
          },
          shortText({ label: "Destaque" }),
        ),
      },
    ),
    refractive: group(
      {
        label: "Erros de refração",
        hint: "Cartões de miopia, hipermetropia, astigmatismo e presbiopia, e o exame de refração.",
      },
      {
        title: shortText({ label: "Título da seção" }),
        intro: longText({ label: "Introdução da seção" }),
        conditions: list(
          {
            label: "Cartões das condições",
            hint: "Um cartão para cada: Miopia, Hipermetropia, Astigmatismo, Presbiopia/Vista Cansada.",
            min: 4,
          },
          conditionCard,
        ),
        examTitle: shortText({ label: "Título do exame de refração" }),
        examText: longText({ label: "Texto do exame de refração" }),
      },
    ),
    glaucoma: group(
      { label: "Glaucoma", hint: "O que é, fatores de risco e diagnóstico." },
      {
        title: shortText({ label: "Título da seção" }),
        what: longText({ label: "O que é" }),
        riskFactorsTitle: shortText({ label: "Título dos fatores de risco" }),
        riskFactors: list(
          { label: "Fatores de risco", hint: "Um fator de risco por item.", min: 1 },
          shortText({ label: "Fator de risco" }),
        ),
        diagnosisTitle: shortText({ label: "Título do diagnóstico" }),
        diagnosis: longText({ label: "Texto do diagnóstico" }),
        article: articleLink,
      },
    ),
    retina: group(
      {
        label: "Exames de retina",
        hint: 'Dois cartões, Retinopatia Diabética e Retinopatia Hipertensiva, cada um com "O que é" e "Importância".',
      },
      {
        title: shortText({ label: "Título da seção" }),
        intro: longText({ label: "Introdução da seção" }),
        cards: list(
          { label: "Cartões de retina", min: 2 },
          group(
            { label: "Cartão", graphql: "RetinaCard" },
            {
              title: shortText({ label: "Título do cartão" }),
              what: longText({ label: "O que é" }),
              importance: longText({ label: "Por que importa" }),
              article: articleLink,
            },
          ),
        ),
        whatLabel: shortText({
          label: 'Rótulo antes de "o que é"',
          hint: 'Por exemplo: "O que é".',
        }),
        importanceLabel: shortText({
          label: 'Rótulo antes de "por que importa"',
          hint: 'Por exemplo: "Importância".',
        }),
      },
    ),
    services: group(
      {
        label: "Outros serviços",
        hint: "Teste do Olhinho, Laudos Oftalmológicos, Catarata, Cirurgia de Pterígio.",
      },
      {
        title: shortText({ label: "Título da seção" }),
        items: list(
          { label: "Cartões de serviços", min: 4 },
          group(
            { label: "Serviço", graphql: "Service", dependentRequired: { linkLabel: ["link"] } },
            {
              title: shortText({ label: "Título do cartão" }),
              description: longText({ label: "Texto do cartão" }),
              link: optional(
                sitePage({
                  label: "Página do link (opcional)",
                  hint: 'Uma página deste site, começando com "/", por exemplo "/catarata/". O link mostra o texto do link, ou o título do cartão.',
                }),
              ),
              linkLabel: optional(
                shortText({
                  label: "Texto do link (opcional)",
                  hint: 'Precisa de uma página do link. Por exemplo: "Conheça a cirurgia de catarata".',
                }),
              ),
              article: articleLink,
            },
          ),
        ),
      },
    ),
    closing: group(
      { label: "Chamada final", hint: "A última seção da página, com um botão de agendar." },
      {
        title: shortText({ label: "Título da seção" }),
        text: longText({ label: "Texto da seção" }),
        ctaLabel: shortText({ label: "Botão de agendar" }),
      },
    ),
  },
);
