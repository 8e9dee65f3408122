/** The site settings (site-settings.json, the editor's "Dados do consultório"): the doctor, the practice, its hours and the visit. */
import {
  calendarDate,
  choice,
  emailAddress,
  group,
  httpsAddress,
  list,
  longText,
  optional,
  phoneNumber,
  photo,
  postalCode,
  shortText,
  timeOfDay,
  whatsappNumber,
  year,
  yesNo,
} from "../contentFields";
import { dataOfficerChoices } from "../dataOfficer";
import { doctorForms } from "../doctorWording";

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
    replyTime: shortText({
      label: "Prazo de resposta",
      hint: 'Em quanto tempo o consultório responde a uma mensagem, como o site completa a frase "Respondemos ...": por exemplo "em até 2 dias úteis". Aparece na página de acessibilidade.',
    }),
    emergency: longText({
      label: "O que fazer numa urgência",
      hint: 'Uma ou duas frases curtas, mostradas onde o site leva o paciente ao WhatsApp ou a uma porta fechada: o agendamento, o aviso de datas especiais e a página sem internet. Diga que o WhatsApp não é para urgências e aonde ir na hora. Por exemplo: "Urgência nos olhos (dor forte, perda súbita da visão, pancada ou produto químico no olho)? Não espere resposta no WhatsApp: vá na hora a um pronto-socorro ou ligue 192 (SAMU)."',
      readingTarget: "fácil",
    }),
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
        hint: "Feriados e férias: os dias em que o horário muda ou o consultório fecha. Nos 14 dias antes, o site avisa perto do botão de agendar; depois da data, ela some do site sozinha.",
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
      hint: "Ligue depois de conferir o endereço, os horários, os convênios, os valores, o prazo de resposta e o que fazer numa urgência. Enquanto estiver desligado, o aviso de conteúdo a conferir lembra de conferi-los.",
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
      hint: 'Uma frase, mostrada depois que o paciente pede "Realizar exames" pelo WhatsApp. Por exemplo: "Se o exame pedir a dilatação da pupila, venha com um acompanhante e traga óculos escuros: o colírio embaça a visão por 4 a 6 horas." Diga o mesmo tempo da "Dilatação da pupila".',
    }),
    confirmed: yesNo({
      label: "Informações conferidas pelo consultório",
      hint: "Ligue depois de conferir o tempo da consulta, o que trazer e o preço do exame de refração. Enquanto estiver desligado, o aviso de conteúdo a conferir lembra de conferi-las.",
      byDefault: false,
    }),
  },
);

/**
 * What the privacy page must say of a health practice (LGPD, Lei 13.709/2018): who answers for the patients' data,
 * where, and whom to ask (the encarregado, or the exemption claimed); who else receives the data and why; the host
 * and how the transfer abroad is safeguarded; and how long the WhatsApp conversations are kept. Shipped as
 * placeholders and unconfirmed: the publish gate keeps the live site from going up without them.
 */
const privacy = group(
  {
    label: "Privacidade (LGPD)",
    hint: "Quem responde pelos dados dos pacientes, a quem pedir algo sobre eles, quem mais recebe os dados, onde o site fica e por quanto tempo as conversas do WhatsApp ficam guardadas. Aparece na página de privacidade; o site publicado só vai ao ar com tudo preenchido e conferido.",
  },
  {
    controller: shortText({
      label: "Quem responde pelos dados (controlador)",
      hint: 'Quem decide o que se faz com os dados dos pacientes (LGPD, art. 5º): o consultório, pela razão social, ou o(a) médico(a), pelo nome. Por exemplo "Clínica de Olhos Exemplo Ltda." ou "Dra. Ana Souza".',
    }),
    controllerRegistration: shortText({
      label: "CNPJ ou CRM de quem responde",
      hint: 'O CNPJ do consultório, por exemplo "CNPJ 12.345.678/0001-90", ou o CRM do(a) médico(a), por exemplo "CRM-MA 12345".',
    }),
    controllerAddress: shortText({
      label: "Endereço de quem responde pelos dados",
      hint: 'Rua, número, bairro, cidade, estado e CEP, por exemplo "Rua Grande, 100, Centro, Bacabal (MA), 65700-000". Pode ser o endereço do consultório.',
    }),
    officer: choice(
      {
        label: "Encarregado pelos dados (LGPD, art. 41)",
        hint: 'Quem atende os pedidos dos pacientes sobre os dados. "Indicado": o nome e o contato do encarregado vão no campo abaixo. "Dispensado": só se o consultório é agente de pequeno porte e não trata dados em grande escala; o campo abaixo diz então o canal para os pedidos. Na dúvida, pergunte a quem cuida da parte jurídica.',
      },
      dataOfficerChoices,
    ),
    requestContact: shortText({
      label: "Contato para pedidos sobre os dados",
      hint: 'O encarregado (ou, com a dispensa, quem atende os pedidos) e como falar com essa pessoa. Por exemplo: "Maria Souza, pelo e-mail privacidade@consultorio.com.br ou pelo WhatsApp do consultório".',
    }),
    recipients: list(
      {
        label: "Quem mais recebe os dados, e por quê",
        hint: 'Uma frase curta por item, com quem recebe e para quê, por exemplo "O centro cirúrgico, quando você vai operar: para marcar e fazer a cirurgia." A página já diz que a Meta (WhatsApp) e a empresa que hospeda o site recebem dados.',
        min: 1,
      },
      shortText({ label: "Quem recebe, e por quê" }),
    ),
    host: shortText({
      label: "Empresa que hospeda o site, e o país dela",
      hint: 'Por exemplo: "Cloudflare, empresa dos Estados Unidos". Quem cuida do site sabe.',
    }),
    transferSafeguard: shortText({
      label: "Garantia da transferência para fora do Brasil (LGPD, art. 33)",
      hint: 'Os servidores da empresa que hospeda o site ficam em vários países. Diga qual garantia do art. 33 da LGPD vale para essa transferência, por exemplo "as cláusulas-padrão da ANPD, no contrato com a Cloudflare (Resolução CD/ANPD nº 19/2024)". Confira com quem cuida da parte jurídica.',
    }),
    conversationRetention: shortText({
      label: "Por quanto tempo a conversa do WhatsApp fica guardada",
      hint: 'Como o site completa a frase "A conversa fica guardada no WhatsApp do consultório ...": por exemplo "por até 1 ano depois da última mensagem, e depois é apagada".',
    }),
    confirmed: yesNo({
      label: "Privacidade conferida pelo consultório",
      hint: "Ligue depois de conferir, com quem cuida da parte jurídica, quem mais recebe os dados, a empresa que hospeda o site e a garantia da transferência. Enquanto estiver desligado, o aviso de conteúdo a conferir lembra de conferi-los.",
      byDefault: false,
    }),
  },
);

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
    email: optional(
      emailAddress({
        label: "E-mail do consultório",
        hint: "Para quem prefere escrever: aparece nas páginas de acessibilidade e de privacidade. Em branco, não aparece.",
      }),
    ),
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
    privacy,
  },
);
