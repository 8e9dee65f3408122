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
 * The privacy page (/privacidade/), as the LGPD (Lei 13.709/2018) asks of a health practice: who answers for the
 * patients' data and whom to ask (the settings' privacy group), each field of the booking form and where it goes,
 * what the practice does with the WhatsApp conversation and for how long, WhatsApp as Meta's service, what the site
 * counts, the address the counting reads and never keeps, and the patient's rights. Its words are here, beside the
 * code they describe (src/counting: what is counted; src/booking: the form that sends nothing to the site;
 * src/server/counting: the rate limit), and not in the editor's content, so that a change to one is made with the
 * other and the page stays true; what only the practice knows comes from the settings.
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
      description="Privacidade no site do consultório: quem cuida dos seus dados, o que o formulário e a conversa no WhatsApp levam, o que é contado sem identificar ninguém, e os seus direitos pela LGPD."
      heading={{ id: "privacidade", text: "Sua privacidade neste site" }}
      intro="Este site não usa cookies, não guarda os dados de quem o visita e não tem anúncios nem rastreadores de outras empresas."
    >
      <Stack gap={3}>
        <Heading level={2} size="lg">
          Quem cuida dos seus dados
        </Heading>
        <Text>
          Quem responde pelos seus dados pessoais é {privacy.controller} (
          {privacy.controllerRegistration}): é o controlador, como diz a Lei Geral de Proteção de
          Dados (LGPD, Lei 13.709/2018).
        </Text>
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
          O formulário não envia nada a este site e não guarda nada. Quando você toca em “Enviar
          para WhatsApp”, ele escreve uma mensagem e abre o seu próprio WhatsApp com ela, para você
          enviar ao consultório se quiser. A mensagem leva:
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
            você procura. Essa escolha também entra nos totais do dia (veja “O que contamos”), sem o
            seu nome e sem o seu número.
          </li>
        </List>
        <Text>Nada disso sai do seu aparelho antes de você enviar a mensagem no WhatsApp.</Text>
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
          responder às suas dúvidas (LGPD, artigo 11, inciso II, alínea f). Não a usa para
          propaganda e não a vende nem a passa a outras empresas.
        </Text>
        <Text>
          A conversa fica guardada no WhatsApp do consultório {privacy.conversationRetention}. O que
          for importante para o seu tratamento passa para o seu prontuário, que a lei manda guardar
          por pelo menos 20 anos (Lei 13.787/2018).
        </Text>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          O WhatsApp é da Meta
        </Heading>
        <Text>
          O WhatsApp é um serviço da Meta, a empresa do Facebook e do Instagram. A mensagem e a
          conversa passam pelo WhatsApp e seguem também as regras dele:{" "}
          <a href={whatsappPrivacyPolicy} target="_blank" rel="noopener noreferrer">
            Política de Privacidade do WhatsApp (abre em nova aba)
          </a>
          .
        </Text>
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
            a velocidade do site no aparelho: quanto tempo a página leva para aparecer e para
            responder a um toque, com o tipo de conexão (como 4G ou 3G) e o tamanho aproximado da
            tela (celular, tablet ou computador).
          </li>
        </List>
        <Text>
          Só guardamos totais por dia, como “12 visitas vindas do Instagram na página de catarata em
          24 de novembro”, no servidor do próprio site. Os totais ficam guardados por até{" "}
          {keptYears} anos e depois são apagados. Se o seu navegador não roda JavaScript ou bloqueia
          scripts, nada é contado, e o site funciona do mesmo jeito.
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
          Quando o site envia as contagens, o servidor lê esse endereço só para limitar quantos
          envios um mesmo aparelho pode fazer por minuto, contra abusos. O site não guarda o
          endereço: ele não entra nos totais nem em nenhum arquivo.
        </Text>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          O que fica no seu aparelho
        </Heading>
        <Text>
          Para o site abrir mesmo sem internet, o seu navegador guarda no próprio aparelho uma cópia
          das páginas e fotos do site que você já abriu, e um cartão com o endereço, o horário e o
          telefone do consultório. Essa cópia não sai do aparelho e não diz ao consultório quem você
          é. Para apagá-la, limpe os dados do site nas configurações do navegador.
        </Text>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          O que nunca coletamos
        </Heading>
        <List>
          <li>
            seu nome, seu telefone ou qualquer coisa que você digite: isso vai só na mensagem que
            você mesmo envia pelo WhatsApp;
          </li>
          <li>o modelo do seu aparelho ou do seu navegador;</li>
          <li>
            cookies, identificadores ou qualquer coisa que diferencie você de outra pessoa, nem de
            uma visita para outra;
          </li>
          <li>
            nada é enviado ao Google, ao Facebook ou a outras empresas: o site só abre o WhatsApp
            quando você pede.
          </li>
        </List>
        <Text>
          Como esses números não dizem quem visitou o site, eles não são dados pessoais, e a Lei
          Geral de Proteção de Dados não pede sua autorização para contá-los (LGPD, artigo 12). Por
          isso o site não mostra aviso de cookies.
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
          <li>saber o que acontece se você não autorizar algo.</li>
        </List>
        <Text>
          Como pedir: fale com {privacy.requestContact}, pelo WhatsApp ou pessoalmente. O pedido não
          custa nada. Para proteger você, o consultório pode pedir que confirme quem é. A resposta
          completa vem em até 15 dias (LGPD, artigo 19). O prontuário não pode ser apagado antes do
          prazo que a lei manda guardá-lo.
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
