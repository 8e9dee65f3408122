import { useState } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Text } from "../../components/Text";
import { ConfirmDialog } from "./ConfirmDialog";

export interface DraftNoteProps {
  /** Whether the form holds something not yet published. */
  present: boolean;
  /** Whether the tab keeps it (false: storage full or turned off, and it goes with the page). */
  kept: boolean;
  /** It began before someone published this part of the file: the fields typed stay, the others are the newest. */
  older: boolean;
  /** Drops the draft, once the staff member said yes: the form shows what is published again. */
  onDiscard: () => void;
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  & > button {
    align-self: flex-start;
  }
`;

/** The words of the question before discarding, shared with the stories. */
export const discardWords = {
  button: "Descartar as mudanças",
  title: "Descartar as mudanças?",
  text: "O que você escreveu e ainda não publicou será apagado deste aparelho, e o formulário volta a mostrar o que está publicado no site.",
  confirm: "Descartar",
  cancel: "Manter o rascunho",
  done: "Mudanças descartadas. O formulário mostra o que está publicado no site.",
} as const;

/**
 * What a form holds that is not published yet, said where the button is: a draft kept on this phone, for this tab,
 * which the patients do not see; whether it began before someone else published; and how to drop it, after a
 * question that says what comes back (the form says it is done, in its own live region: TaskForm.tsx).
 */
export function DraftNote({ present, kept, older, onDiscard }: DraftNoteProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      {present ? (
        <Box aria-label="Rascunho">
          <Text strong>
            {kept
              ? "Rascunho guardado neste aparelho, ainda não publicado"
              : "Rascunho não publicado, e não guardado"}
          </Text>
          <Text>
            {kept
              ? "O que você escreveu fica guardado só nesta aba do navegador, até você publicar ou descartar. Os pacientes ainda não veem."
              : "Este aparelho não deixou guardar o rascunho: publique antes de sair desta página, ou ele se perde."}
          </Text>
          {older ? (
            <Text>
              Alguém publicou mudanças nesta parte depois que você começou. O que você mudou
              continua como você escreveu; o resto mostra o que está publicado agora, e é sobre isso
              que a sua mudança será publicada.
            </Text>
          ) : null}
          <Button variant="outline" onClick={() => setAsking(true)}>
            {discardWords.button}
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={discardWords.title}
        text={discardWords.text}
        confirmLabel={discardWords.confirm}
        cancelLabel={discardWords.cancel}
        onConfirm={() => {
          setAsking(false);
          onDiscard();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
