import { forwardRef, useId, type ComponentPropsWithoutRef } from "react";
import styled from "styled-components";
import { choiceRowBox, fieldHintText } from "./TextField";

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<"input">, "type"> {
  /** What ticking the box means, read as its name: "Fechado o dia todo". */
  label: string;
  /** A line under the label that says what follows from it, read with the box. */
  hint?: string;
}

/**
 * The whole row is the label, so a tap anywhere on it ticks the box: a big target for unsteady hands, as the
 * ChoiceGroup's rows. The ticked row is bold and tinted, so its state does not rest on the box alone. Below xs
 * (a small phone, or large text) the row's padding shrinks, so the words keep the room.
 */
const Row = styled.label`
  ${choiceRowBox}
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Hint = styled.p`
  ${fieldHintText}
`;

/**
 * A yes-or-no question as a box in a row that is wholly its label, with an optional hint under it, read with the
 * box (aria-describedby). Every native `<input>` prop reaches the box, and so does the ref.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, id, "aria-describedby": ariaDescribedBy, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const describedBy = [ariaDescribedBy, hint && hintId].filter(Boolean).join(" ") || undefined;
  return (
    <Field>
      <Row>
        <input ref={ref} id={inputId} type="checkbox" aria-describedby={describedBy} {...rest} />
        {label}
      </Row>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  );
});
