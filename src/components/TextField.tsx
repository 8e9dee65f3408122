import { forwardRef, useId, type ComponentPropsWithoutRef } from "react";
import styled, { css } from "styled-components";

export interface TextFieldProps extends ComponentPropsWithoutRef<"input"> {
  /** The field's name, shown above it and read with it by screen readers. */
  label: string;
  /** A line under the label that helps to fill the field in, read after the label. */
  hint?: string;
  /** What is wrong with the value, shown under the label and read after it; marks the field invalid. */
  error?: string;
  /** Marks the field invalid without a message of its own, when something else (a notice) says what is wrong. */
  invalid?: boolean;
}

/*
 * The words around a form control, shared by TextField and ChoiceGroup so that every field of a form reads
 * alike: the label (or legend) bold, the hint muted, the error bold in the danger colour.
 */

/** A field's label or a group's legend. */
/**
 * A choice's row, whose whole box is the label, so a tap anywhere on it answers: a 44 px target at least, bordered,
 * its padding shrinking below xs (a small phone, or large text) so the words keep the room, with its states: hover,
 * disabled, chosen, and chosen in forced colours. ChoiceGroup's options and the Checkbox are such rows.
 */
export const choiceRowBox = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.target};
  padding: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.xs} {
    gap: ${({ theme }) => theme.space[3]};
    padding-inline: ${({ theme }) => theme.space[4]};
  }
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.durations.fast},
    background-color ${({ theme }) => theme.durations.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
  }

  /* Before the checked rule, so a chosen row that is disabled still shows as chosen. */
  &:has(input:disabled) {
    border-style: dashed;
    border-color: ${({ theme }) => theme.colors.borderSubtle};
    color: ${({ theme }) => theme.colors.inkMuted};
    cursor: not-allowed;
  }

  /* Chosen: bold and tinted, so the state does not rest on the box or the dot alone. */
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  /* Forced colours flatten the tint of the chosen row: its border takes the system's highlight instead. */
  ${({ theme }) => theme.modes.forcedColors} {
    &:has(input:checked) {
      border-color: Highlight;
    }
  }

  input {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: inherit;
  }
`;

export const fieldLabelText = css`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
`;

/** The help under a label. */
export const fieldHintText = css`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** What is wrong, under a label: the words say it, the colour only repeats it. */
export const fieldErrorText = css`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The width and height of a date's or a time's picker icon, in the field's own em. */
export const calendarIcon = "0.8em";

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Label = styled.label`
  ${fieldLabelText}
`;

const Hint = styled.p`
  ${fieldHintText}
`;

const ErrorMessage = styled.p`
  ${fieldErrorText}
`;

/*
 * A real border, not a shadow: in forced-colors mode (Windows high contrast) the system recolours borders but
 * drops shadows, so the box stays visible. Focus shows the site-wide focus ring as well as the border colour.
 */
const Input = styled.input`
  width: 100%;
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.targetLarge};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => theme.durations.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.inkMuted};
    opacity: 1;
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  /*
   * A date's or a time's field is as long as its whole value and the picker's icon, which it cannot wrap: its
   * inner margins are smaller, so at 320 px with the text at 200% "16/02/2027" keeps its year.
   */
  &[type="date"],
  &[type="time"] {
    padding-inline: ${({ theme }) => theme.space[2]};
  }

  /* The calendar's or clock's icon, a size of its own in em so the room a date needs is known (calendarIcon). */
  &::-webkit-calendar-picker-indicator {
    width: ${calendarIcon};
    height: ${calendarIcon};
    margin-inline-start: ${({ theme }) => theme.space[1]};
    padding: 0;
  }

  /* Dashed as well as greyed, so "not available" does not rest on a colour difference alone. */
  &:disabled {
    border-style: dashed;
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.inkMuted};
    cursor: not-allowed;
  }
`;

/** Joins the ids an element is described by, leaving out the missing ones. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

/**
 * A one-line text input with its label above it, and an optional hint and error message between the two, both
 * read by screen readers after the label (aria-describedby). Every native `<input>` prop reaches the input, and
 * so does the ref. At least 48 px tall, and taller as the text grows.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    invalid = false,
    id,
    "aria-describedby": ariaDescribedBy,
    "aria-invalid": ariaInvalid,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
      <Input
        ref={ref}
        id={inputId}
        aria-describedby={describedBy(ariaDescribedBy, hint && hintId, error && errorId)}
        aria-invalid={error || invalid ? true : ariaInvalid}
        {...rest}
      />
    </Field>
  );
});
