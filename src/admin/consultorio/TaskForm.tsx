import type { FormEvent, ReactNode } from "react";
import styled from "styled-components";
import { PracticeSection } from "../../sections/layout/PracticeSection";
import type { SettingsFile } from "./practiceEdits";
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
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const PreviewBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};

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
}: TaskFormProps) {
  const publisher = usePublisher();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.kind !== "publishing") onPublish();
  };
  return (
    <>
      <Form noValidate onSubmit={submit}>
        {children}
        <PublishArea
          state={state}
          label={publishLabel}
          unconfirmed={publisher.unconfirmed(changed)}
          onSignIn={onSignIn}
        />
      </Form>
      {after}
      <PreviewBox aria-labelledby="previa">
        <h2 id="previa">Como os pacientes vão ver</h2>
        <Frame>{preview ?? <PracticeSection settings={changed} tone="alt" />}</Frame>
      </PreviewBox>
    </>
  );
}
