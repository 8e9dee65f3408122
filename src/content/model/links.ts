/** The link-in-bio page (links.json). */
import { group, list, shortText, sitePage } from "../contentFields";
import { seo } from "./shared";

export const links = group(
  {
    label: "Página de links (/links)",
    hint: "A página do link da bio: os textos dos botões e os dois links para o site.",
  },
  {
    seo,
    ctaLabel: shortText({
      label: "Botão de agendar",
      hint: 'O texto do botão que abre o formulário de agendamento, por exemplo "Agende sua consulta".',
    }),
    siteToggleLabel: shortText({
      label: "Botão dos links do site",
      hint: "O texto do botão que mostra e esconde os links para o site.",
    }),
    siteLinks: list(
      {
        label: "Links para o site",
        hint: "Os links que aparecem abaixo do botão: um texto e uma página deste site.",
        min: 2,
      },
      group(
        { label: "Link", graphql: "SiteLink" },
        {
          label: shortText({
            label: "Texto do link",
            hint: 'Por exemplo: "Cirurgia de catarata".',
          }),
          to: sitePage({ label: "Página", hint: 'Por exemplo: "/" ou "/catarata/".' }),
        },
      ),
    ),
    directionsLabel: shortText({
      label: "Link do mapa",
      hint: 'O texto do link que abre o endereço no mapa do celular, por exemplo "Como chegar".',
    }),
    socialLabel: shortText({
      label: "Link da rede social",
      hint: 'O texto do link para o perfil do(a) médico(a), por exemplo "Siga no Instagram".',
    }),
  },
);
