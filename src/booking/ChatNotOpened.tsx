import { useEffect, useState } from "react";
import styled from "styled-components";
import { deferredChunk } from "../boot/deferredChunk";
import type { ChatAddresses } from "../boot/openChat";
import { Button } from "../components/Button";
import { EmergencyLine } from "../components/EmergencyLine";
import { copyText } from "./copyText";
import { practiceNumberText } from "../shared/practiceNumber";

/** Why the chat did not open: the browser refused the new tab, or the page stayed in front of the visitor. */
export type NotOpenedWhy = "blocked" | "stayed";

/** What the way forward offers: the chat again, and everything the visitor needs to reach the practice by hand. */
export interface ChatWayOut {
  /** The chat's two addresses, with the message. */
  chat: ChatAddresses;
  /** The message itself, to copy. */
  message: string;
  /** The practice's WhatsApp number: digits with country code 55. Offered as WhatsApp only, never to call. */
  practiceWhatsapp: string;
  /** The practice's landline, digits with country code 55: the number to call. None, no call offered. */
  practiceLandline?: string | null;
  /** What to do in an emergency (site-settings.json, `practice.emergency`): said first. */
  emergency?: string;
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
  font-size: ${({ theme }) => theme.fontSizes.xl};
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

/** Empty until the message is copied: then it takes its place below the buttons. */
const CopyStatus = styled(Sentence)`
  &:empty {
    margin-top: -${({ theme }) => theme.space[3]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const words = {
  blocked: {
    title: "O navegador não abriu o WhatsApp",
    lead: "Ele bloqueou a nova aba. Toque em “Abrir o WhatsApp”, ou fale com o consultório:",
  },
  stayed: {
    title: "O WhatsApp não abriu?",
    lead: "Fale com o consultório de outro jeito:",
  },
} as const satisfies Record<NotOpenedWhy, { title: string; lead: string }>;

/** inapp-spy, which tells an app's own browser by its user agent: a chunk of its own, asked for by the way forward. */
const inAppSpy = deferredChunk(() => import(/* webpackChunkName: "in-app-hint" */ "inapp-spy"));

/** Meta's apps, whose own browser is where most of the practice's visitors come from (the links page). */
const metaApps = ["instagram", "facebook", "messenger", "threads"];

/**
 * The word on opening the site in the phone's own browser: for the app the visitor is evidently in, when it is
 * one of Meta's (inapp-spy's hint, once it has come); else for Instagram and Facebook, which send most visitors.
 */
function useBrowserWord(): string {
  const [app, setApp] = useState<string>();
  useEffect(() => {
    let active = true;
    inAppSpy.load().then(
      ({ default: spy }) => {
        const { isInApp, appKey, appName } = spy();
        if (active && isInApp && appKey && metaApps.includes(appKey)) setApp(appName);
      },
      () => {
        // Not arrived (no network): the word for Instagram and Facebook stays.
      },
    );
    return () => {
      active = false;
    };
  }, []);
  const steps = "toque nos três pontinhos, no alto, escolha abrir no navegador e envie de novo.";
  return app
    ? `Você abriu o site dentro do ${app}: ${steps}`
    : `Abriu o site pelo Instagram ou pelo Facebook? ${steps.replace(/^t/, "T")}`;
}

/**
 * The confirmation turned into a way forward, when the chat did not open: the emergency line first (the chat was
 * the road, and it is no place for an emergency), the practice's landline in large type with a button to call it
 * (where the settings have one), its WhatsApp number as WhatsApp's only, a button to copy the message (to paste in
 * WhatsApp), the WhatsApp app's own link, and a word on
 * opening the site in the phone's own browser (an app's browser, Instagram's or Facebook's, is often what stops
 * WhatsApp), named for the app when inapp-spy recognises it. Where the browser refused the new tab, the chat's link comes first: a tap on it is one the browser
 * allows. Large, every target at least 48 px; the toast around it is announced.
 */
export function ChatNotOpened({
  why,
  chat,
  message,
  practiceWhatsapp,
  practiceLandline,
  emergency,
  detail,
}: ChatNotOpenedProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const browserWord = useBrowserWord();
  const landline = practiceLandline?.replace(/\D/g, "");
  return (
    <Body>
      <Title>{words[why].title}</Title>
      {emergency && <EmergencyLine text={emergency} />}
      {detail && <Sentence>{detail}</Sentence>}
      <Sentence>{words[why].lead}</Sentence>
      {landline && (
        <PracticeNumber>
          <Small>Telefone do consultório</Small>
          {practiceNumberText(landline)}
        </PracticeNumber>
      )}
      <PracticeNumber>
        <Small>WhatsApp do consultório</Small>
        {practiceNumberText(practiceWhatsapp)}
      </PracticeNumber>
      <Actions>
        {why === "blocked" && (
          <Button href={chat.web} target="_blank" rel="noopener noreferrer" size="lg" fullWidth>
            Abrir o WhatsApp
          </Button>
        )}
        {landline && (
          <Button
            href={`tel:+${landline}`}
            variant={why === "blocked" ? "outline" : "primary"}
            size="lg"
            fullWidth
          >
            Ligar para o consultório
          </Button>
        )}
        <Button
          variant={why === "stayed" && !landline ? "primary" : "outline"}
          size="lg"
          fullWidth
          onClick={() => {
            copyText(message).then(setCopied, () => setCopied(false));
          }}
        >
          {copied ? "Copiado" : "Copiar a mensagem"}
        </Button>
        <Button href={chat.app} variant="outline" size="lg" fullWidth>
          Abrir o aplicativo WhatsApp
        </Button>
      </Actions>
      {/* Always there, so that what it says once the message is copied is announced. */}
      <CopyStatus role="status">
        {copied === true && "Mensagem copiada. Cole na conversa com o consultório no WhatsApp."}
        {copied === false &&
          "Não deu para copiar. Escreva para o WhatsApp do consultório, no número acima."}
      </CopyStatus>
      <Sentence>{browserWord}</Sentence>
    </Body>
  );
}
