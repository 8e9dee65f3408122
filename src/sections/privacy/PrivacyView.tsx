import { chatUrl } from "../../booking/chatUrl";
import { Heading } from "../../components/Heading";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import { doctorWords } from "../../content/doctorWording";
import { displayPhone } from "../../content/practiceDetails";
import { keptDays } from "../../shared/eventSchema";
import { InfoPage, type InfoPageProps } from "../layout/InfoPage";
import { ProseList as List } from "../layout/InfoProse";
import { addressOf } from "../../shared/sitePages";
import type { DataOfficer } from "../../content/dataOfficer";

export type PrivacyViewProps = InfoPageProps;

/** How long the daily totals are kept, in years, as the page says it. */
const keptYears = Math.round(keptDays / 365);

/** WhatsApp's own privacy policy, in Portuguese. */
export const whatsappPrivacyPolicy = "https://www.whatsapp.com/legal/privacy-policy?lang=pt_BR";

/** The data protection authority's site, where a patient may complain. */
const anpdSite = "https://www.gov.br/anpd/pt-br";

/** The message a visitor's WhatsApp opens with when they ask about their data. */
const dataRequestMessage = "Olá! Quero fazer um pedido sobre os meus dados pessoais: ";

/**
 * Who answers the patients' requests: the encarregado (LGPD, art. 41), or the exemption of a small processing agent,
 * which still owes the patients a channel; while the settings say neither, the placeholder shows in a preview.
 */
function OfficerLine({ officer }: { officer: string }) {
  switch (officer as DataOfficer) {
    case "indicado":
      return (
        <Text>Quem atende os seus pedidos é o encarregado pelos dados (LGPD, artigo 41).</Text>
      );
    case "pequeno porte":
      return (
        <Text>
          Não há encarregado pelos dados (LGPD, artigo 41): quem responde é agente de pequeno porte.
          A Resolução CD/ANPD nº 2/2022 (artigo 11) dispensa o encarregado, mas pede um canal para
          os seus pedidos.
        </Text>
      );
    default:
      return <Text>Encarregado pelos dados (LGPD, artigo 41), ou a dispensa dele: {officer}.</Text>;
  }
}

/**
 * The privacy page (/privacidade/), as the LGPD (Lei 13.709/2018) asks of a health practice: who answers for the
 * patients' data, where, and whom to ask (the settings' privacy group); each field of the booking message and where
 * it goes, Meta's included; the legal basis of each use; who else receives the data and why; the host and the
 * transfer abroad; what the site counts, the address the counting reads and never keeps; and the patient's rights,
 * the right to object among them. Its words are here, beside the code they describe (src/counting: what is
 * counted; src/booking: the message and the chat address; src/server/counting: the rate limit), and not in the
 * editor's content, so that a change to one is made with the other and the page stays true; what only the practice
 * knows comes from the settings. No sentence runs over 25 words (__tests__/sections/privacyView.ssr.test.tsx).
 */
export function PrivacyView(props: PrivacyViewProps) {
  const { settings } = props;
  const { privacy } = settings;
  const whatsapp = (
    <a
      href={chatUrl(settings.whatsappNumber, dataRequestMessage)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {displayPhone(settings.whatsappNumber)} (abre o WhatsApp em nova aba)
    </a>
  );
  return (
    <InfoPage
      {...props}
      path={addressOf("privacidade")}
      title="Privacidade"
      description="Privacidade no site do consultório: quem cuida dos seus dados, o que a mensagem do WhatsApp leva, quem recebe os dados e por quê, o que é contado sem identificar ninguém, e os seus direitos pela LGPD."
      heading={{ id: "privacidade", text: "Sua privacidade neste site" }}
      intro="Este site não usa cookies e não tem anúncios nem rastreadores. Ele não guarda o seu nome, o seu número nem o que você escreve."
    >
      <Stack gap={3}>
        <Heading level={2} size="lg">
          Quem cuida dos seus dados
        </Heading>
        <Text>
          Quem responde pelos seus dados pessoais é {privacy.controller} (
          {privacy.controllerRegistration}). É o controlador, como diz a Lei Geral de Proteção de
          Dados (LGPD, Lei 13.709/2018).
        </Text>
        <Text>Endereço: {privacy.controllerAddress}.</Text>
        <OfficerLine officer={privacy.officer} />
        <Text>Para perguntar ou pedir algo sobre os seus dados: {privacy.requestContact}.</Text>
        <List>
          <li>Pelo WhatsApp: {whatsapp}</li>
          {settings.email ? (
            <li>
              Por e-mail: <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </li>
          ) : null}
        </List>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          O formulário de agendamento
        </Heading>
        <Text>
          Quando você toca em “Enviar para WhatsApp”, o formulário escreve uma mensagem e abre o
          WhatsApp com ela. A mensagem leva:
        </Text>
        <List>
          <li>
            <strong>Nome:</strong> o nome que você digitar, para o consultório saber com quem fala;
          </li>
          <li>
            <strong>WhatsApp:</strong> o número que você digitar, para o consultório responder nele;
          </li>
          <li>
            <strong>Interesse:</strong> consulta, exames ou retorno, para o consultório saber o que
            você procura;
          </li>
          <li>
            <strong>Assunto:</strong> o assunto do botão que você tocou, quando ele tem um, como
            “Tenho dúvidas sobre glaucoma”.
          </li>
        </List>
        <Text>
          O formulário não envia ao site o seu nome, o seu número nem a mensagem. O site só soma,
          sem saber quem é, quantas pessoas foram ao WhatsApp, por qual botão e com qual interesse
          (veja “O que contamos”).
        </Text>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          O WhatsApp é da Meta
        </Heading>
        <Text>
          O WhatsApp é um serviço da Meta, a empresa do Facebook e do Instagram. O endereço que abre
          o WhatsApp leva a mensagem inteira, com o seu nome, o seu número e o assunto.
        </Text>
        <Text>
          Por isso a Meta recebe a mensagem quando o WhatsApp abre, mesmo que você não a envie. Esse
          endereço também fica no histórico do seu navegador.
        </Text>
        <Text>
          A mensagem e a conversa seguem também as regras do WhatsApp:{" "}
          <a href={whatsappPrivacyPolicy} target="_blank" rel="noopener noreferrer">
            Política de Privacidade do WhatsApp (abre em nova aba)
          </a>
          .
        </Text>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          A conversa no WhatsApp
        </Heading>
        <Text>
          Na conversa com o consultório, você pode contar sintomas ou mandar exames. Esses são dados
          de saúde, que a LGPD protege de forma especial (artigo 11).
        </Text>
        <Text>
          O consultório usa a conversa só para marcar o seu atendimento, cuidar da sua saúde e
          responder às suas dúvidas. Não a usa para propaganda e não a vende.
        </Text>
        <Text>
          A conversa fica guardada no WhatsApp do consultório {privacy.conversationRetention}. O que
          for importante para o seu tratamento passa para o seu prontuário. A lei manda guardar o
          prontuário por pelo menos 20 anos (Lei 13.787/2018).
        </Text>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          Por que usamos os seus dados
        </Heading>
        <Text>A LGPD só permite usar dados pessoais com uma razão que ela aceita:</Text>
        <List>
          <li>
            <strong>A mensagem que você manda:</strong> para marcar o atendimento que você pediu
            (LGPD, artigo 7º, inciso V).
          </li>
          <li>
            <strong>Os dados de saúde da conversa:</strong> para cuidar da sua saúde (LGPD, artigo
            11, inciso II, alínea f).
          </li>
          <li>
            <strong>O prontuário:</strong> a lei manda fazê-lo e guardá-lo (LGPD, artigo 7º, inciso
            II, e artigo 11, inciso II, alínea a).
          </li>
          <li>
            <strong>O endereço de internet do seu aparelho:</strong> para barrar abusos nas
            contagens, um interesse legítimo do site (LGPD, artigo 7º, inciso IX).
          </li>
        </List>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          Quem mais recebe os seus dados
        </Heading>
        <Text>O consultório passa os seus dados só a quem precisa deles, e para isto:</Text>
        <List>
          {privacy.recipients.map((recipient) => (
            <li key={recipient}>{recipient}</li>
          ))}
          <li>A Meta, dona do WhatsApp: para levar a mensagem e a conversa.</li>
          <li>A empresa que hospeda o site: para entregar as páginas (veja abaixo).</li>
        </List>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          Onde o site fica
        </Heading>
        <Text>Empresa que hospeda o site: {privacy.host}.</Text>
        <Text>
          Ela recebe o endereço de internet do seu aparelho, e os totais do que contamos ficam nos
          servidores dela.
        </Text>
        <Text>
          Esses servidores ficam em vários países. Por isso os dados podem ir para fora do Brasil: é
          a transferência internacional (LGPD, artigo 33).
        </Text>
        <Text>A garantia dessa transferência: {privacy.transferSafeguard}.</Text>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          O que contamos
        </Heading>
        <Text>
          Para saber se o site ajuda os pacientes a marcar consulta, o site conta, sem saber quem é:
        </Text>
        <List>
          <li>
            quantas vezes cada página foi aberta e de onde veio a visita: Instagram, Facebook,
            Google, WhatsApp, outro site ou o endereço digitado;
          </li>
          <li>quantas vezes o agendamento foi aberto, e por qual botão;</li>
          <li>
            quantas vezes alguém foi levado ao WhatsApp, e o que escolheu: consulta, exames ou
            retorno;
          </li>
          <li>
            quanto tempo a página leva para aparecer e para responder a um toque, com o tipo de
            conexão (como 4G ou 3G);
          </li>
          <li>o tamanho aproximado da tela: celular, tablet ou computador.</li>
        </List>
        <Text>
          Só guardamos totais por dia, como “12 visitas vindas do Instagram na página de catarata em
          24 de novembro”. Os totais ficam guardados por até {keptYears} anos e depois são apagados.
        </Text>
        <Text>
          Se o seu navegador não roda JavaScript ou bloqueia scripts, nada é contado. O site
          funciona do mesmo jeito.
        </Text>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          O endereço de internet do seu aparelho
        </Heading>
        <Text>
          Como em qualquer site, as páginas só chegam até você pelo endereço de internet (IP) do seu
          aparelho. A empresa que hospeda o site o recebe para entregar as páginas e proteger o site
          contra ataques.
        </Text>
        <Text>
          Quando o site envia as contagens, o servidor lê esse endereço para limitar quantos envios
          um mesmo aparelho pode fazer por minuto. O site não guarda o endereço: ele fica só na
          memória do servidor, e não entra nos totais nem em nenhum arquivo.
        </Text>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          O que fica no seu aparelho
        </Heading>
        <Text>
          Para o site abrir mesmo sem internet, o seu navegador guarda no próprio aparelho uma cópia
          das páginas e fotos que você já abriu. Guarda também um cartão com o endereço, o horário e
          o telefone do consultório.
        </Text>
        <Text>
          Essa cópia não sai do aparelho e não diz ao consultório quem você é. Para apagá-la, limpe
          os dados do site nas configurações do navegador.
        </Text>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          O que nunca coletamos
        </Heading>
        <List>
          <li>
            o seu nome, o seu número ou o que você digita: isso vai só no endereço que abre o
            WhatsApp;
          </li>
          <li>o modelo do seu aparelho ou do seu navegador;</li>
          <li>
            cookies, identificadores ou qualquer coisa que diferencie você de outra pessoa, nem de
            uma visita para outra.
          </li>
        </List>
        <Text>
          O site não envia nada ao Google, ao Facebook nem a empresas de anúncios. Os totais não
          dizem quem visitou o site. Por isso não são dados pessoais, e a lei não pede a sua
          autorização para contá-los (LGPD, artigo 12).
        </Text>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          Seus direitos
        </Heading>
        <Text>
          Sobre os seus dados que o consultório tem, a LGPD (artigo 18) garante que você pode:
        </Text>
        <List>
          <li>saber se o consultório tem dados seus e ver quais são;</li>
          <li>corrigir dados incompletos, errados ou desatualizados;</li>
          <li>
            pedir que dados desnecessários ou excessivos sejam anonimizados, bloqueados ou apagados;
          </li>
          <li>levar os seus dados para outro serviço (portabilidade);</li>
          <li>retirar uma autorização que deu e pedir que se apaguem os dados tratados com ela;</li>
          <li>saber com quem o consultório compartilha os seus dados;</li>
          <li>saber o que acontece se você não autorizar algo;</li>
          <li>
            se opor a um uso dos seus dados feito sem a sua autorização, se ele não cumprir a LGPD
            (artigo 18, § 2º).
          </li>
        </List>
        <Text>
          Como pedir: fale com {privacy.requestContact}, pelo WhatsApp ou pessoalmente. O pedido não
          custa nada. Para proteger você, o consultório pode pedir que confirme quem é.
        </Text>
        <Text>
          A resposta completa vem em até 15 dias (LGPD, artigo 19). O prontuário não pode ser
          apagado antes do prazo que a lei manda guardá-lo.
        </Text>
        <Text>
          Se o pedido não for atendido, você pode reclamar à Autoridade Nacional de Proteção de
          Dados:{" "}
          <a href={anpdSite} target="_blank" rel="noopener noreferrer">
            site da ANPD (abre em nova aba)
          </a>
          .
        </Text>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          Dúvidas
        </Heading>
        <Text>
          {doctorWords(settings.doctorForm).theOneResponsible} pelo site é {settings.doctorName}.
          Para perguntar sobre privacidade, fale com {privacy.requestContact}, ou com o consultório
          pelo WhatsApp ou pessoalmente.
        </Text>
      </Stack>
    </InfoPage>
  );
}
