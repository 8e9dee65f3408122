import { useEffect, useId, useRef } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button";

export interface ConfirmDialogProps {
  /** Whether the question is asked now. */
  open: boolean;
  /** The question, as the dialog's heading and name: "Sair sem publicar?". */
  title: string;
  /** What each answer does, in a sentence or two. */
  text: string;
  /** The button that goes ahead: "Descartar as mudanças". */
  confirmLabel: string;
  /** The button that stays, which has the focus: "Continuar aqui". */
  cancelLabel: string;
  onConfirm: () => void;
  /** Also on Escape (the phone's back gesture closes a modal dialog too). */
  onCancel: () => void;
}

/* The editor's own dialogs (src/admin/staffDialog.ts) are native modal <dialog>s, large and plain: so is this. */
const Box = styled.dialog`
  width: calc(100% - 2 * ${({ theme }) => theme.space[3]});
  max-width: ${({ theme }) => theme.sizes.dialog};
  max-height: ${({ theme }) => theme.sizes.dialogMaxHeight};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * A question before something that cannot be taken back (leaving with a draft, discarding it), in a modal dialog
 * in the page's style rather than the browser's box: the safe answer has the focus, Escape answers it too.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      stay.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);
  return (
    <Box
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      <Actions>
        <Button variant="primary" fullWidth onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button ref={stay} variant="outline" fullWidth onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Actions>
    </Box>
  );
}
