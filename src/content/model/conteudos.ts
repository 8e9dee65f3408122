/** The articles' index page (conteudos.json). */
import { group, longText, shortText } from "../contentFields";
import { seo } from "./shared";

export const conteudos = group(
  {
    label: "Página de conteúdos (/conteudos)",
    hint: 'A lista de artigos, e a chamada que aparece no fim de cada artigo. Os artigos estão em "Artigos".',
  },
  {
    seo,
    title: shortText({
      label: "Título da página",
      hint: 'O título no alto da lista, por exemplo "Saúde dos olhos: perguntas e respostas".',
    }),
    intro: longText({
      label: "Introdução",
      hint: "Uma ou duas frases abaixo do título: o que o paciente encontra aqui.",
    }),
    articleNote: longText({
      label: "Aviso no fim de cada artigo",
      hint: "Lembra que o texto informa e não substitui a consulta.",
    }),
    articleCta: group(
      {
        label: "Chamada no fim de cada artigo",
        hint: 'Um botão que abre o agendamento com o motivo "Dúvidas sobre" e o assunto do artigo (por exemplo, "Dúvidas sobre glaucoma").',
      },
      {
        title: shortText({ label: "Título", hint: 'Por exemplo: "Ficou com alguma dúvida?".' }),
        text: longText({ label: "Texto" }),
        ctaLabel: shortText({
          label: "Botão",
          hint: 'Por exemplo: "Tirar dúvidas sobre a consulta".',
        }),
      },
    ),
  },
);
