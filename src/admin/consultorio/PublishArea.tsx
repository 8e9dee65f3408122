import { useState } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Disclosure } from "../../components/Disclosure";
import { Notice } from "../../components/Notice";
import { Text } from "../../components/Text";
import type { PublishState } from "./publishing";

export interface PublishAreaProps {
  /** Where the form's publication is. */
  state: PublishState;
  /** The button's words: "Publicar", "Publicar esta data". */
  label: string;
  /** What "Antes de publicar" still lists for the file as it would be published. */
  unconfirmed: readonly string[];
  /** Where a publication goes: the site (a build follows), or the repo's files on this machine. */
  where: "site" | "files";
  /** Signs in again after the session ran out, then publishes again. */
  onSignIn?: () => Promise<void>;
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

/** What a published change becomes, in the staff's words. */
const publishedWords = {
  site: "O site se refaz sozinho: a mudança aparece para os pacientes em cerca de 5 minutos.",
  files: "A mudança foi gravada nos arquivos desta pasta. Publique com git, como de costume.",
} as const;

/**
 * The end of a form of the phone page: what "Antes de publicar" still lists, the button, and what came of the
 * publication, in two live regions that are always in the page, so screen readers announce each change (a
 * status politely; a mistake or a failure at once).
 */
export function PublishArea({ state, label, unconfirmed, where, onSignIn }: PublishAreaProps) {
  const busy = state.kind === "publishing";
  const [signingIn, setSigningIn] = useState(false);
  return (
    <Area>
      {unconfirmed.length > 0 ? (
        <Box as="section" aria-label="Antes de publicar">
          <Text strong>
            Antes de o site ir ao ar, ainda falta conferir{" "}
            {unconfirmed.length === 1 ? "1 item" : `${unconfirmed.length} itens`} destes dados.
          </Text>
          <Text tone="muted">
            Enquanto faltar, o site publicado fica como está; a prévia do site já mostra a mudança.
          </Text>
          <Disclosure summary="Ver o que falta">
            <Lines>
              {unconfirmed.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Lines>
          </Disclosure>
        </Box>
      ) : null}
      <Button type="submit" size="lg" fullWidth aria-busy={busy || undefined}>
        {busy ? "Publicando…" : label}
      </Button>
      <div role="status">
        {state.kind === "publishing" ? (
          <Box>
            <Text>Conferindo e publicando…</Text>
          </Box>
        ) : state.kind === "published" ? (
          <Box>
            <Notice tone="success" title="Publicado" description={publishedWords[where]} />
          </Box>
        ) : state.kind === "unchanged" ? (
          <Box>
            <Text>Nada mudou: não há o que publicar.</Text>
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
            <Notice tone="danger" title="Nada foi publicado" description={state.message} />
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
