import { Heading } from "../../components/Heading";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import { doctorWords } from "../../content/doctorWording";
import { keptDays } from "../../shared/eventSchema";
import { InfoPage, type InfoPageProps } from "../layout/InfoPage";
import { ProseList as List } from "../layout/InfoProse";
import { addressOf } from "../../shared/sitePages";

export type PrivacyViewProps = InfoPageProps;

/** How long the daily totals are kept, in years, as the page says it. */
const keptYears = Math.round(keptDays / 365);

/**
 * The privacy page (/privacidade/): what the site counts and what it never collects, in plain Portuguese. Its
 * words are here, beside the code they describe (src/counting: what is counted; src/booking: the form that sends
 * nothing), and not in the editor's content, so that a change to one is made with the other and the page stays
 * true.
 */
export function PrivacyView(props: PrivacyViewProps) {
  const { settings } = props;
  return (
    <InfoPage
      {...props}
      path={addressOf("privacidade")}
      title="Privacidade"
      description="Privacidade no site do consultório: o que é contado, sem cookies e sem identificar ninguém, e o que nunca é coletado."
      heading={{ id: "privacidade", text: "Sua privacidade neste site" }}
      intro="Este site não usa cookies, não guarda os dados de quem o visita e não tem anúncios nem rastreadores de outras empresas."
    >
      <Stack gap={3}>
        <Heading level={2} size="lg">
          O formulário de agendamento
        </Heading>
        <Text>
          O nome e o número de WhatsApp que você digita no formulário não são enviados a este site e
          não ficam guardados nele. Eles vão apenas na mensagem que o seu próprio WhatsApp abre,
          para você enviar ao consultório se quiser.
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
          O que nunca coletamos
        </Heading>
        <List>
          <li>seu nome, seu telefone ou qualquer coisa que você digite;</li>
          <li>seu endereço de internet (IP), o modelo do seu aparelho ou do seu navegador;</li>
          <li>
            cookies, identificadores ou qualquer coisa que diferencie você de outra pessoa, nem de
            uma visita para outra;
          </li>
          <li>nada é enviado ao Google, ao Facebook ou a outras empresas.</li>
        </List>
        <Text>
          Como esses números não dizem quem visitou o site, eles não são dados pessoais, e a Lei
          Geral de Proteção de Dados não pede sua autorização para contá-los (LGPD, artigo 12). Por
          isso o site não mostra aviso de cookies.
        </Text>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          Dúvidas
        </Heading>
        <Text>
          {doctorWords(settings.doctorForm).theOneResponsible} pelo site é {settings.doctorName}.
          Para perguntar sobre privacidade, fale com o consultório pelo WhatsApp ou pessoalmente.
        </Text>
      </Stack>
    </InfoPage>
  );
}
