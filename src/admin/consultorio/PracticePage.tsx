import { useEffect, useRef, useState, type MouseEvent } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Heading } from "../../components/Heading";
import { Icon, type IconName } from "../../components/Icon";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import { PracticeSection } from "../../sections/layout/PracticeSection";
import { deferredChunk, whenIdle } from "../../boot/deferredChunk";
import { ConfirmDialog } from "./ConfirmDialog";
import { forgetAllDrafts, useUnpublishedTasks } from "./keptDrafts";
import { usePublisher } from "./publishing";
import type * as taskForms from "./taskForms";

/** The forms' chunk (taskForms.ts), asked for at the start's first idle moment or when a task opens. */
const formsChunk = deferredChunk(() => import("./taskForms"));

type FormName = keyof typeof taskForms;

/**
 * A task's form, drawn once the forms' chunk is there. A chunk that could not come (a dropped connection) says so,
 * with a button that asks again.
 */
function TaskFormSlot({ name }: { name: FormName }) {
  const [chunk, setChunk] = useState(formsChunk.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (chunk || failed) return;
    let gone = false;
    formsChunk.load().then(
      (arrived) => !gone && setChunk(() => arrived),
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
    };
  }, [chunk, failed]);
  if (failed)
    return (
      <Stack gap={3} role="alert">
        <Text>Não foi possível abrir o formulário. Confira a internet e tente de novo.</Text>
        <Button variant="outline" onClick={() => setFailed(false)}>
          Tentar de novo
        </Button>
      </Stack>
    );
  if (!chunk) return <Text role="status">Carregando o formulário…</Text>;
  const Form = chunk[name];
  return <Form />;
}

/** The page's tasks, each at its own address (`#datas`) so the phone's back button leaves it. */
export const tasks = [
  {
    hash: "datas",
    title: "Feriados e datas especiais",
    lead: "Fechar num feriado, sair de férias ou mudar o horário de um dia.",
    icon: "calendar",
    form: "SpecialDatesForm",
  },
  {
    hash: "horario",
    title: "Horário da semana",
    lead: "Os horários de cada dia da semana.",
    icon: "clock",
    form: "HoursForm",
  },
  {
    hash: "pagamento",
    title: "Convênios e pagamento",
    lead: "Os convênios aceitos, a consulta particular e as formas de pagamento.",
    icon: "document",
    form: "PaymentForm",
  },
  {
    hash: "contato",
    title: "Telefone, WhatsApp e endereço",
    lead: "Como os pacientes falam com o consultório e chegam até ele.",
    icon: "phone",
    form: "ContactForm",
  },
  {
    hash: "foto",
    title: "Foto do(a) médico(a)",
    lead: "Trocar a foto que aparece no site.",
    icon: "user",
    form: "PhotoForm",
  },
] as const satisfies readonly {
  hash: string;
  title: string;
  lead: string;
  icon: IconName;
  form: FormName;
}[];

/** The full editor, opened straight (the choice offered on a phone is skipped), and the staff's guide. */
export const fullEditorHref = "/admin/#/";
export const guideHref = "/admin/ajuda/";

export interface PracticePageProps {
  /** Who is signed in ("Você entrou como …"), where the site knows. */
  email?: string;
  /** Signs out, where there is a sign-in (on the host). */
  onSignOut?: () => void;
}

/**
 * The browser's own question before the tab is closed or reloaded, or the page left by the address bar or the
 * back button, while a draft is unpublished (browsers show their own words). The page's own ways out ask first in
 * its own dialog, and then `leaving` lets them go without the browser asking again.
 */
function useAskBeforeUnload(unpublished: boolean, leaving: { current: boolean }) {
  useEffect(() => {
    if (!unpublished) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when the event's returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unpublished, leaving]);
}

/** The questions the page asks before its own ways out, while a draft is unpublished. */
export const leaveWords = {
  editor: {
    title: "Abrir o editor completo sem publicar?",
    text: "Há mudanças que você ainda não publicou. Elas ficam guardadas nesta aba até você voltar aqui e publicar ou descartar; se a aba for fechada, elas se perdem.",
    confirm: "Abrir o editor completo",
    cancel: "Continuar aqui",
  },
  signOut: {
    title: "Sair sem publicar?",
    text: "Há mudanças que você ainda não publicou. Ao sair, elas são apagadas deste aparelho, porque outra pessoa pode usá-lo.",
    confirm: "Sair e descartar as mudanças",
    cancel: "Continuar aqui",
  },
} as const;

/** The task at the address's hash, or undefined for the page's start. */
function useTask() {
  const read = () => tasks.find(({ hash }) => `#${hash}` === window.location.hash);
  const [task, setTask] = useState(read);
  useEffect(() => {
    const changed = () => setTask(read());
    window.addEventListener("hashchange", changed);
    return () => window.removeEventListener("hashchange", changed);
  }, []);
  return task;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.surfaceInverse};
  color: ${({ theme }) => theme.colors.inkInverse};
  --focus-color: ${({ theme }) => theme.colors.focusInverse};

  p {
    min-width: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/* Below xs (320 px, or large text) the side margins are narrow, so a date field keeps its whole date. */
const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.prose};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[2]} ${theme.space[7]}`};

  ${({ theme }) => theme.media.xs} {
    padding-inline: ${({ theme }) => theme.space[4]};
  }

  h1:focus {
    outline: none;
  }
`;

const Tasks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* Each task a large card that is wholly its link, named by its title alone. */
const TaskLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.targetLarge};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  & > svg {
    display: none;
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    color: ${({ theme }) => theme.colors.primary};

    ${({ theme }) => theme.media.xs} {
      display: block;
    }
  }

  ${({ theme }) => theme.modes.forcedColors} {
    border-color: LinkText;
  }
`;

/* Under a task's title, when it holds a draft: said in words, so it does not rest on a colour. */
const DraftMark = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.target};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    transform: rotate(180deg);
  }
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  background: ${({ theme }) => theme.colors.surface};
`;

const Frame = styled.div`
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** What the patients' site still waits for now, at the start of the page. */
function Unconfirmed() {
  const publisher = usePublisher();
  const items = publisher.unconfirmed(publisher.settings);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="antes-de-publicar">
      <Stack gap={2}>
        <Heading level={2} size="lg" id="antes-de-publicar">
          Antes de o site ir ao ar
        </Heading>
        <Text>
          Ainda falta resolver {items.length === 1 ? "1 item" : `${items.length} itens`}. Enquanto
          faltar, publicar aqui guarda a mudança, mas o site dos pacientes fica como está.
        </Text>
      </Stack>
    </section>
  );
}

/**
 * The phone page for the everyday updates: a start with one large link per task, and each task on a screen of
 * its own, with the practice's section as patients see it. The header says who is signed in; the footer leads to
 * the full editor and the guide.
 */
export function PracticePage({ email, onSignOut }: PracticePageProps) {
  const publisher = usePublisher();
  const task = useTask();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const unpublished = useUnpublishedTasks();
  const leaving = useRef(false);
  const [asking, setAsking] = useState<keyof typeof leaveWords | undefined>();
  useAskBeforeUnload(unpublished.length > 0, leaving);
  const leave = (way: keyof typeof leaveWords) => {
    leaving.current = true;
    if (way === "signOut") {
      forgetAllDrafts();
      onSignOut?.();
    } else window.location.assign(fullEditorHref);
  };
  /** The page's own way out: at once with nothing unpublished, else after the question. */
  const askFirst = (way: keyof typeof leaveWords, event: MouseEvent) => {
    if (unpublished.length === 0) {
      if (way === "signOut") leave(way);
      return;
    }
    event.preventDefault();
    setAsking(way);
  };
  useEffect(() => whenIdle(() => void formsChunk.load().catch(() => undefined)), []);
  useEffect(() => {
    // A new screen: its heading is where a screen reader (and the keyboard) starts, as on a new page.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
    window.scrollTo(0, 0);
  }, [task]);

  return (
    <Page>
      <Bar>
        <Text as="p" tone="inverse">
          {email ? (
            <>
              Você entrou como <strong>{email}</strong>
            </>
          ) : publisher.where === "files" ? (
            "Neste computador: as mudanças vão para os arquivos desta pasta."
          ) : (
            "Editor do consultório"
          )}
        </Text>
        {onSignOut ? (
          <Button variant="outlineInverse" onClick={(event) => askFirst("signOut", event)}>
            Sair
          </Button>
        ) : null}
      </Bar>
      <Main>
        {task ? (
          <Stack gap={4}>
            <Back href="#">
              <Icon name="arrowRight" />
              Início
            </Back>
            <Heading level={1} ref={heading} tabIndex={-1}>
              {task.title}
            </Heading>
            <Text tone="muted">{task.lead}</Text>
            <TaskFormSlot name={task.form} />
          </Stack>
        ) : (
          <Stack gap={5}>
            <Heading level={1} ref={heading} tabIndex={-1}>
              Dados do consultório
            </Heading>
            <Text>
              O que muda no dia a dia, num toque: cada mudança é conferida antes de sair do celular
              e publicada com o seu nome.
            </Text>
            <nav aria-label="O que você quer mudar?">
              <Tasks>
                {tasks.map(({ hash, title, icon }) => (
                  <li key={hash}>
                    <TaskLink href={`#${hash}`}>
                      <Icon name={icon} />
                      <span>
                        {title}
                        {unpublished.includes(hash) ? (
                          <>
                            {" "}
                            <DraftMark>Rascunho não publicado</DraftMark>
                          </>
                        ) : null}
                      </span>
                    </TaskLink>
                  </li>
                ))}
              </Tasks>
            </nav>
            <Unconfirmed />
            <section aria-labelledby="como-esta">
              <Stack gap={3}>
                <Heading level={2} size="lg" id="como-esta">
                  Como está no site
                </Heading>
                <Frame>
                  <PracticeSection settings={publisher.settings} tone="alt" />
                </Frame>
              </Stack>
            </section>
          </Stack>
        )}
      </Main>
      <Footer>
        <Button
          variant="ghost"
          href={fullEditorHref}
          onClick={(event) => askFirst("editor", event)}
        >
          Abrir o editor completo
        </Button>
        <Button variant="ghost" href={guideHref} target="_blank" rel="noopener">
          Ajuda (abre em nova aba)
        </Button>
      </Footer>
      {(["editor", "signOut"] as const).map((way) => (
        <ConfirmDialog
          key={way}
          open={asking === way}
          title={leaveWords[way].title}
          text={leaveWords[way].text}
          confirmLabel={leaveWords[way].confirm}
          cancelLabel={leaveWords[way].cancel}
          onConfirm={() => {
            setAsking(undefined);
            leave(way);
          }}
          onCancel={() => setAsking(undefined)}
        />
      ))}
    </Page>
  );
}
