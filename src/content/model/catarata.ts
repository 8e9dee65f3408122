/** The cataract page (catarata.json). */
import {
  calendarDate,
  group,
  list,
  longText,
  optional,
  shortText,
  stars,
  yesNo,
} from "../contentFields";
import { articleLink, seo } from "./shared";

const titledText = group(
  { label: "Cartão", graphql: "TitledText" },
  {
    title: shortText({ label: "Título do cartão" }),
    description: longText({ label: "Texto do cartão" }),
  },
);

/**
 * A figure: the number, what it counts in a few words, and, in fields of their own, exactly what it counts and where
 * it comes from. The page shows both under the figure; the publish gate asks for both before the figure is confirmed.
 */
const stat = group(
  {
    label: "Número",
    hint: 'Um número e o que ele conta, por exemplo "15-20 min" e "de cirurgia". Só números que possam ser comprovados, com a definição e a fonte (Resolução CFM 2.336/2023).',
    graphql: "Stat",
  },
  {
    value: shortText({ label: "Número", hint: 'Por exemplo: "15-20 min".' }),
    label: shortText({
      label: "O que ele conta",
      hint: 'Poucas palavras, por exemplo "de cirurgia". A definição e a fonte vão nos campos abaixo.',
    }),
    definition: optional(
      longText({
        label: "Definição",
        hint: 'O que o número conta, exatamente, numa frase. Por exemplo: "Cirurgias sem complicação que pedisse outra cirurgia, com a visão melhor três meses depois." Aparece abaixo do número. Obrigatória para ligar "Número conferido".',
      }),
    ),
    source: optional(
      shortText({
        label: "Fonte",
        hint: 'De onde vem o número: "Registros do consultório, de 2019 a 2025" ou o nome e o ano da publicação. Aparece abaixo do número. Obrigatória para ligar "Número conferido".',
      }),
    ),
    confirmed: yesNo({
      label: "Número conferido na revisão médica",
      hint: "Ligue depois que o(a) médico(a) confirmar que pode comprovar este número, com a definição e a fonte preenchidas. Enquanto estiver desligado, o aviso de conteúdo a conferir lista este número.",
      byDefault: false,
    }),
  },
);

export const catarata = group(
  {
    label: "Página da catarata (/catarata)",
    hint: "A cirurgia de catarata: abertura e números, fatos, sintomas, técnica e benefícios, depoimentos, perfil, perguntas frequentes e chamada final.",
  },
  {
    seo,
    topBar: group(
      { label: "Barra do topo", hint: "A barra no alto da página, com um botão de agendar." },
      {
        ctaLabel: shortText({
          label: "Botão de agendar",
          hint: 'Por exemplo: "Agendar consulta".',
        }),
      },
    ),
    hero: group(
      { label: "Abertura", hint: "O topo da página, com os números principais." },
      {
        eyebrow: shortText({ label: "Linha pequena acima do título" }),
        title: shortText({ label: "Título principal" }),
        lead: longText({ label: "Texto abaixo do título" }),
        scrollLabel: shortText({
          label: "Botão de rolar",
          hint: "Leva o paciente até a chamada de agendamento, no fim da página.",
        }),
        stats: list(
          {
            label: "Números",
            hint: "Tempo da cirurgia e tempo de recuperação.",
            min: 2,
          },
          stat,
        ),
      },
    ),
    facts: group(
      {
        label: "Fatos",
        hint: "Números sobre a catarata, cada um com a definição e a fonte. Sem números, a seção não aparece.",
      },
      {
        title: shortText({ label: "Título da seção" }),
        items: list({ label: "Fatos", min: 0 }, stat),
      },
    ),
    symptoms: group(
      { label: "Sintomas" },
      {
        title: shortText({ label: "Título da seção" }),
        intro: longText({ label: "Introdução da seção" }),
        items: list(
          {
            label: "Sintomas",
            hint: "Um sintoma por item: visão embaçada, sensibilidade à luz, visão noturna, cores desbotadas, visão dupla, troca frequente de óculos.",
            min: 6,
          },
          shortText({ label: "Sintoma" }),
        ),
      },
    ),
    technique: group(
      { label: "Técnica", hint: "Facoemulsificação, lentes premium e os benefícios." },
      {
        title: shortText({ label: "Título da seção" }),
        intro: longText({ label: "Introdução da seção" }),
        steps: list({ label: "Cartões da técnica", min: 2 }, titledText),
        benefitsTitle: shortText({ label: "Título dos benefícios" }),
        benefits: list(
          { label: "Benefícios", hint: "Um benefício por item.", min: 1 },
          shortText({ label: "Benefício" }),
        ),
      },
    ),
    testimonials: group(
      { label: "Depoimentos" },
      {
        title: shortText({ label: "Título da seção" }),
        items: list(
          {
            label: "Depoimentos",
            hint: "O que os pacientes dizem: iniciais, idade, texto e estrelas. Os três que vêm com o site são exemplos: troque-os por depoimentos reais. A Resolução CFM 2.336/2023 (art. 14) pede depoimentos verdadeiros, autorizados pelo paciente, sóbrios (sem promessa de resultado) e o paciente identificado só pelas iniciais.",
            min: 3,
          },
          group(
            { label: "Depoimento", graphql: "Testimonial" },
            {
              name: shortText({
                label: "Iniciais do paciente",
                hint: 'Só as iniciais, por exemplo "M. G. S." (Resolução CFM 2.336/2023, art. 14).',
              }),
              ageText: shortText({
                label: "Idade do paciente",
                hint: 'Como se lê, por exemplo "68 anos".',
              }),
              text: longText({ label: "O que o paciente diz" }),
              rating: stars({ label: "Estrelas", hint: "De 1 a 5." }),
              // The record of consent stays in the file and in the editor: the page never shows it.
              consentDate: optional(
                calendarDate({
                  label: "Data da autorização por escrito",
                  hint: 'O dia em que o paciente assinou a autorização para publicar, ano-mês-dia, por exemplo 2026-03-10. Não aparece no site. Obrigatória para ligar "Depoimento real e autorizado".',
                }),
              ),
              consentKeptAt: optional(
                shortText({
                  label: "Onde a autorização está guardada",
                  hint: 'Por exemplo: "Prontuário do paciente, pasta de autorizações". Não aparece no site. Obrigatório para ligar "Depoimento real e autorizado".',
                }),
              ),
              confirmed: yesNo({
                label: "Depoimento real e autorizado",
                hint: "Ligue só para o depoimento de um paciente real, que autorizou por escrito a publicação, com a data e o lugar da autorização preenchidos. Enquanto estiver desligado, o aviso de conteúdo a conferir lista este depoimento.",
                byDefault: false,
              }),
            },
          ),
        ),
      },
    ),
    profile: group(
      { label: "Perfil profissional" },
      {
        title: shortText({ label: "Título da seção" }),
        bio: longText({ label: "Apresentação" }),
        stats: list(
          { label: "Números", hint: "Cirurgias realizadas e anos de experiência.", min: 2 },
          stat,
        ),
      },
    ),
    faq: group(
      {
        label: "Perguntas frequentes",
        hint: "Perguntas e respostas, abertas com um toque. Também vão para o Google.",
      },
      {
        title: shortText({
          label: "Título da seção",
          hint: 'Por exemplo: "Perguntas frequentes".',
        }),
        items: list(
          { label: "Perguntas", hint: "Uma pergunta por item, com a resposta.", min: 1 },
          group(
            { label: "Pergunta", graphql: "FaqItem" },
            {
              question: shortText({
                label: "Pergunta",
                hint: 'Como o paciente pergunta, por exemplo "A cirurgia dói?".',
              }),
              answer: longText({
                label: "Resposta",
                hint: "Em palavras simples, sem promessas, com frases curtas: a prévia mostra a nota de leitura (meta: fácil).",
                readingTarget: "fácil",
              }),
              confirmed: yesNo({
                label: "Resposta conferida na revisão médica",
                hint: "As respostas que vêm com o site são um rascunho. Ligue depois que o(a) médico(a) ler e aprovar esta resposta; enquanto estiver desligado, o aviso de conteúdo a conferir lista esta pergunta.",
                byDefault: false,
              }),
            },
          ),
        ),
        article: articleLink,
      },
    ),
    finalCta: group(
      {
        label: "Chamada final",
        hint: "A última seção: um botão de agendar e um botão para tirar dúvidas.",
      },
      {
        title: shortText({ label: "Título da seção" }),
        text: longText({ label: "Texto da seção" }),
        ctaLabel: shortText({ label: "Botão de agendar" }),
        doubtsLabel: shortText({
          label: "Botão de dúvidas",
          hint: 'Por exemplo: "Tenho dúvidas, falar com a clínica".',
        }),
      },
    ),
  },
);
