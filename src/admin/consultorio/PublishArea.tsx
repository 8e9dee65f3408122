import { useState } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Disclosure } from "../../components/Disclosure";
import { Notice } from "../../components/Notice";
import { Text } from "../../components/Text";
import type { LiveSiteAnswer, PublishState } from "./publishing";
import type { WaitingItem } from "./waitingItems";

export interface PublishAreaProps {
  /** Where the form's publication is. */
  state: PublishState;
  /** The button's words: "Publicar", "Publicar esta data". */
  label: string;
  /** What the patients' site still waits for, with the form's change published. */
  unconfirmed: readonly WaitingItem[];
  /** Signs in again after the session ran out, then publishes again. */
  onSignIn?: () => Promise<void>;
  /** What the form has to say while nothing is being published ("Mudanças descartadas…"), with its id for focus. */
  news?: { id: string; text: string };
}

const Area = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Lines = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.md};

  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const Fix = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The items the patients' site waits for: what is missing, and under it where it is fixed or who fixes it. */
function WaitingList({ items }: { items: readonly WaitingItem[] }) {
  return (
    <Lines>
      {items.map((item) => (
        <li key={item.what}>
          {item.what}
          <Fix>{item.fix}</Fix>
        </li>
      ))}
    </Lines>
  );
}

/** A change saved that the patients' site does not show yet: said plainly, neither a success nor a fault. */
function Saved({ description }: { description: string }) {
  return (
    <>
      <Text strong>Salvo</Text>
      <Text>{description}</Text>
    </>
  );
}

/** "1 item", "3 itens". */
const itemCount = (count: number) => (count === 1 ? "1 item" : `${count} itens`);

/**
 * What a publication did, in the staff's words: "Publicado" only when the patients' site changes; otherwise the
 * change is saved ("Salvo"), with what the patients' site still waits for, or why nobody can tell.
 */
function Outcome({ answer }: { answer: LiveSiteAnswer }) {
  switch (answer.kind) {
    case "live":
      return (
        <Notice
          tone="success"
          title="Publicado"
          description="O site se refaz sozinho: a mudança aparece para os pacientes em cerca de 5 minutos."
        />
      );
    case "waiting":
      return (
        <>
          <Saved
            description={`A mudança foi guardada e aparece em “Como os pacientes vão ver”. O site dos pacientes ainda não muda: ${answer.items.length === 1 ? "falta resolver 1 item" : `faltam resolver ${itemCount(answer.items.length)}`}.`}
          />
          <Disclosure summary="Ver o que falta">
            <WaitingList items={answer.items} />
          </Disclosure>
        </>
      );
    case "unknown":
      return (
        <Saved description="A mudança foi guardada. Não deu para conferir agora se o site dos pacientes já pode mudar: abra esta página de novo mais tarde." />
      );
    case "files":
      return (
        <Saved description="A mudança foi gravada nos arquivos deste computador. O site dos pacientes muda quando quem cuida do site publicar esses arquivos." />
      );
  }
}

/**
 * The end of a form of the phone page: what "Antes de publicar" still lists, the button, and what came of the
 * publication, in two live regions that are always in the page, so screen readers announce each change (a
 * status politely; a mistake or a failure at once).
 */
export function PublishArea({ state, label, unconfirmed, onSignIn, news }: PublishAreaProps) {
  const busy = state.kind === "publishing";
  const [signingIn, setSigningIn] = useState(false);
  return (
    <Area>
      {unconfirmed.length > 0 ? (
        <Box as="section" aria-label="Antes de publicar">
          <Text strong>
            Antes de o site dos pacientes mudar, ainda falta resolver{" "}
            {itemCount(unconfirmed.length)}.
          </Text>
          <Text tone="muted">
            Enquanto faltar, publicar guarda a mudança, mas o site dos pacientes fica como está.
          </Text>
          <Disclosure summary="Ver o que falta">
            <WaitingList items={unconfirmed} />
          </Disclosure>
        </Box>
      ) : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
      >
        {busy ? "Publicando…" : label}
      </Button>
      <div role="status">
        {state.kind === "publishing" ? (
          <Box>
            <Text>Conferindo e publicando…</Text>
          </Box>
        ) : state.kind === "published" ? (
          <Box>
            <Outcome answer={state.answer} />
          </Box>
        ) : state.kind === "unchanged" ? (
          <Box>
            <Text>Nada mudou: não há o que publicar.</Text>
          </Box>
        ) : news ? (
          <Box id={news.id} tabIndex={-1}>
            <Text>{news.text}</Text>
          </Box>
        ) : null}
      </div>
      <div role="alert">
        {state.kind === "invalid" ? (
          <Box>
            <Notice
              tone="danger"
              title="Nada foi publicado"
              description={
                state.problems.fields.size > 0
                  ? "Confira o campo marcado em vermelho e publique de novo."
                  : "Os dados têm um erro fora deste formulário."
              }
              detail={state.problems.others.join(" ") || undefined}
            />
          </Box>
        ) : state.kind === "failed" ? (
          <Box>
            <Notice
              tone="danger"
              title={state.uncertain ? "Sem resposta do site" : "Nada foi publicado"}
              description={state.message}
            />
            {state.signIn && onSignIn ? (
              <Button
                variant="outline"
                aria-busy={signingIn || undefined}
                onClick={() => {
                  setSigningIn(true);
                  void onSignIn().finally(() => setSigningIn(false));
                }}
              >
                Entrar de novo e publicar
              </Button>
            ) : null}
          </Box>
        ) : null}
      </div>
    </Area>
  );
}
