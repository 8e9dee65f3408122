import { forwardRef, useId, type ComponentPropsWithoutRef } from "react";
import styled from "styled-components";
import { fieldErrorText, fieldHintText } from "./TextField";

export interface FileFieldProps extends Omit<ComponentPropsWithoutRef<"input">, "type"> {
  /** What the button says, and the field's name for screen readers: "Escolher uma foto". */
  label: string;
  /** A line under the button that says what is wanted, read with the field. */
  hint?: string;
  /** What is wrong with the file chosen, shown under the button and read with it; marks the field invalid. */
  error?: string;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/*
 * The label is the button a person sees and taps; the file input inside it stays in the page (focusable, and
 * named by the label) but is drawn as nothing, so its ring is drawn on the label instead.
 */
const Picker = styled.label<{ $invalid: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: flex-start;
  max-width: 100%;
  min-height: ${({ theme }) => theme.sizes.target};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.sizes.focusRing} solid
      var(--focus-color, ${({ theme }) => theme.colors.focus});
    outline-offset: 2px;
  }

  &:has(input:disabled) {
    border-style: dashed;
    color: ${({ theme }) => theme.colors.inkMuted};
    cursor: not-allowed;
  }

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: inherit;
  }
`;

const Hint = styled.p`
  ${fieldHintText}
`;

const ErrorMessage = styled.p`
  ${fieldErrorText}
`;

/**
 * A file chooser that looks like the site's outline button: on a phone it offers the camera and the gallery. Its
 * hint and error are read with it (aria-describedby), and an error marks it invalid. Every native `<input>` prop
 * reaches the input, and so does the ref, so a form can send focus to it.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, hint, error, id, "aria-describedby": ariaDescribedBy, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [ariaDescribedBy, hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <Field>
      <Picker $invalid={Boolean(error)}>
        {label}
        <input
          ref={ref}
          id={inputId}
          type="file"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          {...rest}
        />
      </Picker>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
    </Field>
  );
});
