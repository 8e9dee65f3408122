import { useState } from "react";
import styled from "styled-components";
import type { ChatAddresses } from "../boot/openChat";
import { Button } from "../components/Button";
import { copyText } from "./copyText";
import { formatPhone } from "./formatPhone";

/** Why the chat did not open: the browser refused the new tab, or the page stayed in front of the visitor. */
export type NotOpenedWhy = "blocked" | "stayed";

/** What the way forward offers: the chat again, and everything the visitor needs to reach the practice by hand. */
export interface ChatWayOut {
  /** The chat's two addresses, with the message. */
  chat: ChatAddresses;
  /** The message itself, to copy. */
  message: string;
  /** The practice's WhatsApp number: digits with country code 55. */
  practiceWhatsapp: string;
  /** A line of its own kept from the confirmation: after "Realizar exames", how to prepare for them. */
  detail?: string;
}

export interface ChatNotOpenedProps extends ChatWayOut {
  /** Why: it decides the title, and whether the chat's link comes first. */
  why: NotOpenedWhy;
}

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Title = styled.p`
  padding-inline-end: ${({ theme }) => theme.sizes.target};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.primary};

  ${({ theme }) => theme.media.xs} {
    padding-inline-end: 0;
  }
`;

const Sentence = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
`;

/** The number in large type, to read out or to dial by hand; with large text it may break after its dash only. */
const PracticeNumber = styled.p`
  font-size: ${({ theme }) => theme.fontSizes["2xl"]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.ink};
`;

const Small = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const words = {
  blocked: {
    title: "O navegador não abriu o WhatsApp",
    lead: "Ele bloqueou a nova aba. Toque em “Abrir o WhatsApp” ou fale com o consultório de outro jeito:",
  },
  stayed: {
    title: "O WhatsApp não abriu?",
    lead: "Fale com o consultório de outro jeito:",
  },
} as const satisfies Record<NotOpenedWhy, { title: string; lead: string }>;

/**
 * The confirmation turned into a way forward, when the chat did not open: the practice's number in large type, a
 * button to call it, one to copy the message (to paste in WhatsApp), the WhatsApp app's own link, and a word on
 * opening the site in the phone's own browser (an app's browser, Instagram's or Facebook's, is often what stops
 * WhatsApp). Where the browser refused the new tab, the chat's link comes first: a tap on it is one the browser
 * allows. Large, every target at least 48 px; the toast around it is announced.
 */
export function ChatNotOpened({
  why,
  chat,
  message,
  practiceWhatsapp,
  detail,
}: ChatNotOpenedProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const digits = practiceWhatsapp.replace(/\D/g, "");
  const national = digits.startsWith("55") ? digits.slice(2) : digits;
  return (
    <Body>
      <Title>{words[why].title}</Title>
      {detail && <Sentence>{detail}</Sentence>}
      <Sentence>{words[why].lead}</Sentence>
      <PracticeNumber>
        <Small>WhatsApp e telefone do consultório</Small>
        {formatPhone(national)}
      </PracticeNumber>
      <Actions>
        {why === "blocked" && (
          <Button href={chat.web} target="_blank" rel="noopener noreferrer" size="lg" fullWidth>
            Abrir o WhatsApp
          </Button>
        )}
        <Button
          href={`tel:+${digits}`}
          variant={why === "blocked" ? "outline" : "primary"}
          size="lg"
          fullWidth
        >
          Ligar para o consultório
        </Button>
        <Button
          variant="outline"
          size="lg"
          fullWidth
          onClick={() => {
            copyText(message).then(setCopied, () => setCopied(false));
          }}
        >
          {copied ? "Copiado" : "Copiar a mensagem"}
        </Button>
        <Button href={chat.app} variant="outline" size="lg" fullWidth>
          Abrir no aplicativo WhatsApp
        </Button>
      </Actions>
      <Sentence role="status">
        {copied === true && "Mensagem copiada. Cole na conversa com o consultório no WhatsApp."}
        {copied === false && "Não deu para copiar. Escreva para o número acima pelo WhatsApp."}
      </Sentence>
      <Sentence>
        Se você abriu o site pelo Instagram ou pelo Facebook, abra-o no navegador do celular: toque
        nos três pontinhos, no canto de cima, escolha abrir no navegador e envie de novo.
      </Sentence>
    </Body>
  );
}
