/**
 * The content model: the one place each content file's fields are named, typed, limited and explained to the
 * practice's staff (labels and hints in Portuguese). Everything else is derived from it:
 * - the JSON Schemas in src/content/schemas/ (editor completion, and the build's validation): jsonSchemas.ts;
 * - the GraphQL types Gatsby queries: graphqlTypes.ts;
 * - the TypeScript types the sections receive: contentTypes.ts;
 * - the web editor's fields at /admin: src/admin/editorConfig.ts.
 * Adding a field is one line here, then the page query and the section that shows it (docs/editing-content.md).
 */
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
  phoneNumber,
  photo,
  postalCode,
  shortText,
  sitePage,
  slug,
  stars,
  timeOfDay,
  whatsappNumber,
  year,
  yesNo,
} from "./contentFields";
import { conditions } from "./conditions";
import { doctorForms } from "./doctorWording";

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
const articleLink = optional(
  fileOf<ArticleLink>({
    label: "Artigo sobre o assunto (opcional)",
    hint: 'Um artigo da seção "Artigos": o site mostra um link "Leia o artigo" com o título dele.',
    folder: articlesFolder,
    graphql: articleGraphqlType,
  }),
);

const seo = group(
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

const titledText = group(
  { label: "Cartão", graphql: "TitledText" },
  {
    title: shortText({ label: "Título do cartão" }),
    description: longText({ label: "Texto do cartão" }),
  },
);

/** A condition's card on the home page, which may link to the article about it. */
const conditionCard = group(
  { label: "Cartão", graphql: "ConditionCard" },
  {
    title: shortText({ label: "Título do cartão" }),
    description: longText({ label: "Texto do cartão" }),
    article: articleLink,
  },
);

const stat = group(
  {
    label: "Número",
    hint: 'Um número e o que ele conta, por exemplo "98%" e "de taxa de sucesso". Só números que possam ser comprovados (Resolução CFM 2.336/2023).',
    graphql: "Stat",
  },
  {
    value: shortText({ label: "Número", hint: 'Por exemplo: "98%".' }),
    label: shortText({ label: "O que ele conta", hint: 'Por exemplo: "de taxa de sucesso".' }),
    confirmed: yesNo({
      label: "Número conferido na revisão médica",
      hint: "Ligue depois que o(a) médico(a) confirmar que pode comprovar este número (dados do consultório ou de publicação científica). Enquanto estiver desligado, o aviso de conteúdo a conferir lista este número.",
      byDefault: false,
    }),
  },
);

/** One stretch of time the practice is open, e.g. 08:00 to 12:00. */
const openingInterval = group(
  { label: "Horário", hint: "Das ... às ...", graphql: "OpeningInterval" },
  {
    opens: timeOfDay({ label: "Abre às", hint: "Por exemplo: 08:00." }),
    closes: timeOfDay({ label: "Fecha às", hint: "Por exemplo: 12:00." }),
  },
);

/** A day's opening intervals, none meaning closed: a weekday's, or a special date's. */
function intervals(label: string, hint: string) {
  return list({ label, hint, min: 0 }, openingInterval);
}

function weekdayHours(day: string) {
  return intervals(
    day,
    "Um horário para cada turno (manhã, tarde). Sem nenhum horário, o dia aparece como fechado.",
  );
}

const practice = group(
  {
    label: "Onde e quando atendemos",
    hint: 'O endereço, os horários, os convênios e os valores: aparecem na seção "Onde atendemos" da página inicial e da catarata, na página de links e no Google.',
  },
  {
    title: shortText({
      label: "Título da seção",
      hint: 'Por exemplo: "Onde atendemos".',
    }),
    address: group(
      {
        label: "Endereço",
        hint: "A cidade e o estado são os dos campos Cidade e Estado, acima.",
      },
      {
        street: shortText({
          label: "Rua e número",
          hint: 'Com a sala ou o andar, por exemplo "Rua Grande, 123, sala 4".',
        }),
        district: shortText({ label: "Bairro", hint: 'Por exemplo: "Centro".' }),
        postalCode: postalCode({ label: "CEP", hint: "Por exemplo: 65000-000." }),
        directions: optional(
          longText({
            label: "Como encontrar",
            hint: 'Uma frase que ajude a chegar, por exemplo "Em frente à praça da Matriz, no 2º andar, com elevador."',
          }),
        ),
        mapUrl: optional(
          httpsAddress({
            label: "Link do mapa",
            hint: "Em branco, o site faz o link do mapa com o endereço. Para um ponto exato, cole aqui o link de compartilhar do Google Maps.",
          }),
        ),
      },
    ),
    landline: optional(
      phoneNumber({
        label: "Telefone fixo",
        hint: "Só números: 55, o DDD e o número, por exemplo 559835551234. O agendamento continua pelo WhatsApp.",
      }),
    ),
    hours: group(
      {
        label: "Horário de atendimento",
        hint: "Para cada dia da semana, os horários em que o consultório atende.",
      },
      {
        monday: weekdayHours("Segunda-feira"),
        tuesday: weekdayHours("Terça-feira"),
        wednesday: weekdayHours("Quarta-feira"),
        thursday: weekdayHours("Quinta-feira"),
        friday: weekdayHours("Sexta-feira"),
        saturday: weekdayHours("Sábado"),
        sunday: weekdayHours("Domingo"),
      },
    ),
    hoursExceptions: list(
      {
        label: "Datas especiais",
        hint: "Feriados e férias: os dias em que o horário muda ou o consultório fecha. Apague as datas que já passaram.",
        min: 0,
      },
      group(
        { label: "Data especial", graphql: "HoursException" },
        {
          from: calendarDate({
            label: "Data",
            hint: "Ano-mês-dia, por exemplo 2026-12-25 para 25 de dezembro de 2026.",
          }),
          until: optional(
            calendarDate({
              label: "Até",
              hint: "Para vários dias seguidos (férias), o último dia. Em branco: só a data acima.",
            }),
          ),
          reason: shortText({
            label: "Motivo",
            hint: 'Por exemplo: "Natal" ou "Férias".',
          }),
          intervals: intervals(
            "Horários nesta data",
            "Sem nenhum horário, o consultório está fechado nesta data.",
          ),
        },
      ),
    ),
    healthPlans: list(
      {
        label: "Convênios aceitos",
        hint: "Um convênio por item, com o nome que o paciente conhece. Vazio se não atende convênios.",
        min: 0,
      },
      shortText({ label: "Convênio" }),
    ),
    acceptsPrivate: yesNo({
      label: "Atende particular",
      hint: "Ligado: o site diz que atende consultas particulares.",
      byDefault: true,
    }),
    consultationPrice: optional(
      shortText({
        label: "Valor da consulta",
        hint: 'Por exemplo: "R$ 250,00". A Resolução CFM 2.336/2023 permite divulgar o valor. Em branco, não aparece.',
      }),
    ),
    paymentMethods: list(
      {
        label: "Formas de pagamento",
        hint: 'Uma por item, por exemplo "Pix", "Cartão de crédito". Vazio: não aparece.',
        min: 0,
      },
      shortText({ label: "Forma de pagamento" }),
    ),
    acceptingNewPatients: yesNo({
      label: "Aceita novos pacientes",
      hint: "Desligue só se a agenda estiver fechada para quem ainda não é paciente.",
      byDefault: true,
    }),
    confirmed: yesNo({
      label: "Dados conferidos pelo consultório",
      hint: "Ligue depois de conferir o endereço, os horários, os convênios e os valores. Enquanto estiver desligado, o aviso de conteúdo a conferir lembra de conferi-los.",
      byDefault: false,
    }),
  },
);

/** What a patient asks before coming: how long, what to bring, dilation, the refraction exam's price. */
const visit = group(
  {
    label: "Antes da consulta",
    hint: 'O que o paciente pergunta antes de vir: quanto tempo leva, o que trazer, a dilatação da pupila e se o exame de refração é cobrado à parte. Aparece na seção "Antes da consulta" da página inicial.',
  },
  {
    title: shortText({ label: "Título da seção", hint: 'Por exemplo: "Antes da consulta".' }),
    durationTitle: shortText({
      label: "Título: quanto tempo leva",
      hint: 'Por exemplo: "Quanto tempo leva".',
    }),
    duration: longText({
      label: "Quanto tempo leva",
      hint: "Quanto tempo a consulta costuma levar, e quanto a mais com a dilatação da pupila.",
    }),
    bringTitle: shortText({
      label: "Título: o que trazer",
      hint: 'Por exemplo: "Não esqueça". Uma ou duas palavras: num celular com letra grande, o título precisa caber.',
    }),
    bring: list(
      {
        label: "O que trazer",
        hint: "Um item por linha: documentos, carteirinha do plano, óculos que usa, lista de remédios, exames antigos.",
        min: 1,
      },
      shortText({ label: "Item" }),
    ),
    dilationTitle: shortText({
      label: "Título: dilatação",
      hint: 'Por exemplo: "Dilatação da pupila".',
    }),
    dilation: longText({
      label: "Dilatação da pupila",
      hint: "O que é, por quanto tempo a visão fica embaçada, e que o paciente venha acompanhado e não dirija depois.",
    }),
    refractionTitle: shortText({
      label: "Título: exame de refração",
      hint: 'Por exemplo: "Exame de refração (o grau dos óculos)".',
    }),
    refraction: longText({
      label: "Exame de refração: cobrado à parte?",
      hint: "Se o exame que mede o grau dos óculos está incluído na consulta ou é cobrado à parte, no particular e pelo convênio.",
    }),
    examPreparation: shortText({
      label: "Como se preparar para os exames",
      hint: 'Uma frase, mostrada depois que o paciente pede "Realizar exames" pelo WhatsApp. Por exemplo: "Venha acompanhado e traga óculos escuros: o colírio dos exames embaça a visão por algumas horas."',
    }),
    confirmed: yesNo({
      label: "Informações conferidas pelo consultório",
      hint: "Ligue depois de conferir o tempo da consulta, o que trazer e o preço do exame de refração. Enquanto estiver desligado, o aviso de conteúdo a conferir lembra de conferi-las.",
      byDefault: false,
    }),
  },
);

const photoAlt = shortText({
  label: "Descrição da foto",
  hint: "Descreve a foto do(a) médico(a) para quem não pode vê-la (leitores de tela).",
});

export const siteSettings = group(
  {
    label: "Dados do consultório",
    hint: "Os dados do(a) médico(a), em todas as páginas: nome, registro, WhatsApp, rede social, cidade e foto; o endereço, os horários e os convênios.",
  },
  {
    doctorName: shortText({
      label: "Nome, com Dr. ou Dra.",
      hint: 'Como os pacientes devem ler, por exemplo "Dr. João Silva" ou "Dra. Ana Souza". Aparece no topo, no perfil e no rodapé.',
    }),
    doctorForm: choice(
      {
        label: "Tratamento",
        hint: 'Como o site fala do médico ou da médica: "pelo médico" ou "pela médica", "Médico" ou "Médica" no rodapé de todas as páginas. Escreva o nome e o título na mesma forma (Dr. ou Dra., Médico ou Médica).',
      },
      doctorForms,
    ),
    doctorTitle: shortText({
      label: "Título profissional",
      hint: 'Aparece abaixo do nome, por exemplo "Médico Oftalmologista" ou "Médica Oftalmologista". Comece com "Médico" ou "Médica": a Resolução CFM 2.336/2023 pede a palavra na página inicial.',
    }),
    crm: shortText({
      label: "Número do CRM",
      hint: 'Só o número, por exemplo "12345": o site escreve "CRM-" e o estado antes (CRM-MA 12345).',
    }),
    rqe: shortText({
      label: "Número do RQE",
      hint: 'Só o número do registro de especialista, por exemplo "6789": o site escreve "RQE" antes.',
    }),
    whatsappNumber: whatsappNumber({
      label: "Número do WhatsApp",
      hint: "Só números: 55 (Brasil), o DDD e o número, por exemplo 5598987654321. Todo pedido de consulta abre uma conversa com este número.",
    }),
    socialProfileUrl: httpsAddress({
      label: "Endereço da rede social",
      hint: "O endereço completo do perfil do(a) médico(a), por exemplo https://www.instagram.com/dr.joao",
    }),
    socialProfileLabel: shortText({
      label: "Nome do perfil",
      hint: 'Como o perfil aparece, por exemplo "@dr.joao".',
    }),
    city: shortText({ label: "Cidade", hint: "A cidade do consultório." }),
    state: shortText({
      label: "Estado",
      hint: 'A sigla do estado, por exemplo "MA". É também o estado do CRM.',
    }),
    clinicRegistration: optional(
      shortText({
        label: "Registro do consultório no CRM",
        hint: 'Só se o consultório ou a clínica tem registro próprio no CRM (pessoa jurídica): o número, por exemplo "1234". O rodapé escreve "Consultório registrado no CRM-MA sob o nº 1234". Em branco, não aparece.',
      }),
    ),
    technicalDirector: optional(
      shortText({
        label: "Direção técnica",
        hint: 'Só se a clínica tem diretor ou diretora técnica: o nome e o CRM, por exemplo "Dra. Ana Souza, CRM-MA 12345". O rodapé escreve "Direção técnica:" antes. Em branco, não aparece.',
      }),
    ),
    copyrightYear: year({
      label: "Ano do direito autoral",
      hint: "Um ano, por exemplo 2025. Aparece no rodapé.",
    }),
    photo: photo({
      label: "Foto do(a) médico(a)",
      hint: "Uma foto em pé (retrato), de pelo menos 1200 × 1600 pixels, com o rosto no terço de cima.",
      portraitAtLeast: { width: 1200, height: 1600 },
    }),
    practice,
    visit,
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
        photoAlt,
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
            hint: "Taxa de sucesso, tempo do procedimento e tempo de recuperação.",
            min: 3,
          },
          stat,
        ),
      },
    ),
    facts: group(
      { label: "Fatos", hint: "Quantas pessoas têm catarata, e quantas a cirurgia cura." },
      {
        title: shortText({ label: "Título da seção" }),
        items: list({ label: "Fatos", min: 2 }, stat),
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
              confirmed: yesNo({
                label: "Depoimento real e autorizado",
                hint: "Ligue só para o depoimento de um paciente real, que autorizou por escrito a publicação. Enquanto estiver desligado, o aviso de conteúdo a conferir lista este depoimento.",
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
        photoAlt,
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
              answer: longText({ label: "Resposta", hint: "Em palavras simples, sem promessas." }),
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
            hint: 'Por exemplo: "Especialidade Catarata".',
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
    photoAlt,
  },
);

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
        hint: 'Um botão que abre o agendamento com o motivo "Dúvidas sobre" e o título do artigo.',
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
      hint: 'Intertítulos, listas, negrito e links. Um link para outra página do site começa com "/", por exemplo /catarata/. Toda imagem precisa de uma descrição para quem não a vê. HTML não aparece na página.',
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

/** A content file: where it is, what it is called in the editor, and its fields. */
export interface ContentFile {
  /** The file's name in src/content, e.g. "catarata.json". */
  readonly file: string;
  /** The editor's short name for the entry (Decap's `name`), e.g. "catarata". */
  readonly name: string;
  /** The file's fields. */
  readonly model:
    typeof siteSettings | typeof home | typeof catarata | typeof links | typeof conteudos;
}

/** Every content file the site reads, in the order the editor lists them. */
export const contentFiles: readonly ContentFile[] = [
  { file: "home.json", name: "home", model: home },
  { file: "catarata.json", name: "catarata", model: catarata },
  { file: "links.json", name: "links", model: links },
  { file: "conteudos.json", name: "conteudos", model: conteudos },
  { file: "site-settings.json", name: "site-settings", model: siteSettings },
];

/** A folder of content files of one kind, each a page of its own (the articles). */
export interface ContentFolder {
  /** The folder in src/content, e.g. "artigos". */
  readonly folder: string;
  /** The editor's name for the collection (Decap's `name`). */
  readonly name: string;
  /** The editor's name for the folder, e.g. "Artigos". */
  readonly label: string;
  /** The editor's name for one file of the folder, e.g. "Artigo". */
  readonly singular: string;
  /** The GraphQL type of each file. */
  readonly graphqlType: string;
  /** The name of the folder's JSON Schema, e.g. "artigo.json" for schemas/artigo.schema.json. */
  readonly schemaName: string;
  /** Each file's fields. */
  readonly model: typeof artigo;
}

/** Every folder of content files, in the order the editor lists them. */
export const contentFolders: readonly ContentFolder[] = [
  {
    folder: articlesFolder,
    name: "artigos",
    label: "Artigos",
    singular: "Artigo",
    graphqlType: articleGraphqlType,
    schemaName: "artigo.json",
    model: artigo,
  },
];

/**
 * The GraphQL type gatsby-transformer-json gives a file: "site-settings.json" -> "SiteSettingsJson"; a file of a
 * folder gets the folder's type (artigos/catarata.json -> ArtigoJson).
 */
export function graphqlTypeNameFor(fileName: string, directory = ""): string {
  const folder = contentFolders.find((candidate) => candidate.folder === directory);
  if (folder) return folder.graphqlType;
  const words = fileName
    .replace(/\.json$/, "")
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return `${words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("")}Json`;
}
