import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import styled from "styled-components";
import { PracticeSection } from "../../sections/layout/PracticeSection";
import type { SettingsFile } from "../../practice/practiceEdits";
import { discardWords, DraftNote, type DraftNoteProps } from "./DraftNote";
import { PublishArea } from "./PublishArea";
import { usePublisher, type PublishState } from "./publishing";

export interface TaskFormProps {
  /** The form's fields. */
  children: ReactNode;
  /** Where its publication is. */
  state: PublishState;
  /** The button's words. */
  publishLabel: string;
  /** The settings as they will be once published: what "Antes de publicar" and the preview show. */
  changed: SettingsFile;
  /** Publishes the form's change. */
  onPublish: () => void;
  /** Signs in again after the session ran out, then publishes again. */
  onSignIn?: () => Promise<void>;
  /** What the preview shows instead of the practice's section (the photo's form shows the photo). */
  preview?: ReactNode;
  /** What comes between the form and the preview (the special dates already in the file). */
  after?: ReactNode;
  /** The preview comes before the button, to be checked before publishing (the photo), not under the form. */
  previewBeforeButton?: boolean;
  /** The form's draft: what is typed and not yet published, kept for the tab, and how to drop it. */
  draft?: DraftNoteProps;
}

/** The id of the words that say the draft was discarded, which take the focus. */
const discardedId = "rascunho-descartado";

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const PreviewBox = styled.section<{ $inForm: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme, $inForm }) => ($inForm ? 0 : theme.space[6])};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

/** The page's own section, in a frame that says it is a preview: the section itself is the patients' one. */
const Frame = styled.div`
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/**
 * A task of the phone page: its fields, what "Antes de publicar" still lists, the button and what came of it,
 * and under them the practice's section exactly as the patients' pages draw it, with the change in it.
 */
export function TaskForm({
  children,
  state,
  publishLabel,
  changed,
  onPublish,
  onSignIn,
  preview,
  after,
  draft,
  previewBeforeButton = false,
}: TaskFormProps) {
  const publisher = usePublisher();
  const [discarded, setDiscarded] = useState(false);
  const present = draft?.present ?? false;
  // Typing again after a discard: "Mudanças descartadas" is old news (state adjusted while rendering, as React
  // advises for state that follows a prop).
  const [wasPresent, setWasPresent] = useState(present);
  if (present !== wasPresent) {
    setWasPresent(present);
    if (present) setDiscarded(false);
  }
  useEffect(() => {
    // The discard button went with the draft: focus goes to the words that say what happened.
    if (discarded) document.getElementById(discardedId)?.focus();
  }, [discarded]);
  const shownToPatients = (
    <PreviewBox aria-labelledby="previa" $inForm={previewBeforeButton}>
      <h2 id="previa">Como os pacientes vão ver</h2>
      <Frame>{preview ?? <PracticeSection settings={changed} tone="alt" />}</Frame>
    </PreviewBox>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.kind !== "publishing") onPublish();
  };
  return (
    <>
      <Form noValidate onSubmit={submit}>
        {children}
        {previewBeforeButton ? shownToPatients : null}
        {draft ? (
          <DraftNote
            {...draft}
            onDiscard={() => {
              draft.onDiscard();
              setDiscarded(true);
            }}
          />
        ) : null}
        <PublishArea
          state={state}
          label={publishLabel}
          unconfirmed={publisher.unconfirmed(changed)}
          onSignIn={onSignIn}
          news={
            discarded && !present && state.kind === "idle"
              ? { id: discardedId, text: discardWords.done }
              : undefined
          }
        />
      </Form>
      {after}
      {previewBeforeButton ? null : shownToPatients}
    </>
  );
}
