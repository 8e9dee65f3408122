import { chatUrl } from "../../booking/chatUrl";
import { confirmationShownMs } from "../../booking/noticeTiming";
import { Heading } from "../../components/Heading";
import { IconBadge } from "../../components/IconBadge";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import { addressLine, displayPhone } from "../../content/practiceDetails";
import { InfoPage, type InfoPageProps } from "../layout/InfoPage";
import { ProseList, ProseSteps } from "../layout/InfoProse";
import { addressOf } from "../../shared/sitePages";

export type AccessibilityViewProps = InfoPageProps;

/** The message a visitor's WhatsApp opens with when they tell of a difficulty. */
const barrierMessage = "Olá! Tive dificuldade para usar o site do consultório: ";

/**
 * The accessibility page (/acessibilidade/), which Lei 13.146/2015 (Lei Brasileira de Inclusão, art. 63) asks
 * for with its symbol: what the site supports, how to enlarge its text on a phone, and whom to tell about a
 * difficulty, how and how soon the practice answers. Its words are here, beside the code they describe (the
 * theme's rem sizes, the forced-colours rules, the keys the booking form answers to, the booking form without time
 * limits and its notices' times, src/booking/noticeTiming.ts), so that a change to one is made with the other and
 * the page stays true.
 */
export function AccessibilityView(props: AccessibilityViewProps) {
  const { settings } = props;
  const { landline, replyTime } = settings.practice;
  return (
    <InfoPage
      {...props}
      path={addressOf("acessibilidade")}
      title="Acessibilidade"
      description="Acessibilidade no site do consultório: texto maior, teclado, leitores de tela, leitura em voz alta e alto contraste; como aumentar o texto no celular e como avisar de uma dificuldade."
      heading={{ id: "acessibilidade", text: "Acessibilidade neste site" }}
      badge={<IconBadge name="accessibility" size="lg" />}
      intro="Este site foi feito para que todas as pessoas possam ler e marcar consulta, com ou sem deficiência, no celular ou no computador. A Lei Brasileira de Inclusão (Lei 13.146/2015, artigo 63) exige isso dos sites."
    >
      <Stack gap={3}>
        <Heading level={2} size="lg">
          O que o site oferece
        </Heading>
        <ProseList>
          <li>
            <strong>Texto maior:</strong> o texto cresce com o tamanho de letra do seu celular ou
            navegador, até o dobro, sem cortar nada e sem precisar arrastar a página para os lados.
          </li>
          <li>
            <strong>Teclado:</strong> tudo funciona sem mouse. A tecla Tab leva ao próximo link ou
            botão, e Enter abre o link ou aperta o botão. No formulário de agendamento, as setas
            escolhem o interesse, Enter envia o formulário e Esc fecha sem enviar. Um contorno
            mostra onde você está, e o primeiro Tab oferece pular direto para o conteúdo.
          </li>
          <li>
            <strong>Leitores de tela:</strong> as páginas têm títulos em ordem, as fotos têm
            descrição e cada campo do formulário diz o que pede, para leitores de tela como o
            TalkBack (Android), o VoiceOver (iPhone) e o NVDA (computador).
          </li>
          <li>
            <strong>Ouvir:</strong> nos artigos e nas perguntas sobre a catarata, o botão Ouvir lê o
            texto em voz alta, um pouco mais devagar, com a voz em português do seu próprio celular
            ou computador. O botão só aparece quando o aparelho tem essa voz. Ao lado dele ficam
            Pausar, Continuar e Parar. O texto não é enviado para ninguém.
          </li>
          <li>
            <strong>Alto contraste:</strong> com as cores forçadas do Windows ou o modo de alto
            contraste, botões, links e avisos continuam visíveis.
          </li>
          <li>
            <strong>Sem tempo limite:</strong> nenhuma página e nenhum formulário têm prazo.
            Preencha com calma: o que você escreve não se apaga sozinho. O aviso de campo a
            preencher fica até você mudar o formulário ou fechá-lo. O aviso de envio fica{" "}
            {Math.round(confirmationShownMs / 1000)} segundos na tela, sem contar o tempo em que
            você toca nele, passa o mouse sobre ele ou o seleciona com o teclado, nem o tempo em que
            está no WhatsApp. Se o WhatsApp não abrir, ele mostra outros jeitos de falar com o
            consultório e fica até você fechar.
          </li>
        </ProseList>
      </Stack>

      <Stack gap={4}>
        <Heading level={2} size="lg">
          Como aumentar o texto no celular
        </Heading>
        <Stack gap={2}>
          <Heading level={3} size="md">
            Android (Chrome)
          </Heading>
          <ProseSteps>
            <li>Toque nos três pontinhos (⋮), no canto de cima do Chrome.</li>
            <li>Toque em Configurações e depois em Acessibilidade.</li>
            <li>Arraste o controle de Dimensionamento de texto até ficar confortável.</li>
          </ProseSteps>
          <Text>
            Em muitos celulares, o tamanho da fonte do próprio aparelho (Configurações, Tela,
            Tamanho da fonte) também vale para o site.
          </Text>
        </Stack>
        <Stack gap={2}>
          <Heading level={3} size="md">
            iPhone (Safari)
          </Heading>
          <ProseSteps>
            <li>Toque no botão aA, ao lado do endereço do site.</li>
            <li>Toque no A maior até o texto ficar confortável.</li>
          </ProseSteps>
          <Text>
            Para todos os sites de uma vez: em Ajustes, abra Safari (em alguns iPhones, Apps e
            depois Safari) e escolha Zoom da Página.
          </Text>
        </Stack>
        <Text>
          Em qualquer celular, você também pode afastar dois dedos sobre a tela para ampliar. No
          computador, aperte Ctrl e + ao mesmo tempo (no Mac, Command e +).
        </Text>
      </Stack>

      <Stack gap={3}>
        <Heading level={2} size="lg">
          Teve dificuldade com o site?
        </Heading>
        <Text>
          Se alguma parte do site for difícil de usar, ou se você precisar de uma informação de
          outro jeito, avise o consultório. Respondemos {replyTime} e buscamos uma solução com você.
        </Text>
        <ProseList>
          <li>
            Pelo WhatsApp:{" "}
            <a
              href={chatUrl(settings.whatsappNumber, barrierMessage)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {displayPhone(settings.whatsappNumber)} (abre o WhatsApp em nova aba)
            </a>
          </li>
          {settings.email ? (
            <li>
              Por e-mail: <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </li>
          ) : null}
          {landline ? (
            <li>
              Por telefone: <a href={`tel:+${landline}`}>{displayPhone(landline)}</a>
            </li>
          ) : null}
          <li>Pessoalmente: {addressLine(settings)}</li>
        </ProseList>
      </Stack>
    </InfoPage>
  );
}
