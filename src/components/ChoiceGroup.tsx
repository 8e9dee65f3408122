import { forwardRef, useId, type ChangeEvent, type ComponentPropsWithoutRef } from "react";
import styled, { css } from "styled-components";
import { choiceRowBox, fieldErrorText, fieldHintText, fieldLabelText } from "./TextField";

/** One answer of a ChoiceGroup. */
export interface ChoiceOption {
  /** The radio's value: what onChange reports and a form submits. */
  value: string;
  /** What the person reads beside the radio. */
  label: string;
}

export interface ChoiceGroupProps extends Omit<
  ComponentPropsWithoutRef<"fieldset">,
  "onChange" | "defaultValue" | "children"
> {
  /** The question, as the fieldset's legend: the group's accessible name. */
  legend: string;
  /** The answers, in the order they are offered. */
  options: readonly ChoiceOption[];
  /** The radios' shared name; one is made up when it is not given. */
  name?: string;
  /** The chosen value, when the parent holds the state ("" for none yet). */
  value?: string;
  /** The value chosen at first, when the group holds its own state. */
  defaultValue?: string;
  /** Called with the option's value when the person chooses it. */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** A line under the question that helps to answer it, read with the group. */
  hint?: string;
  /** What is wrong, shown under the question and read with the group; marks the rows in the danger colour. */
  error?: string;
  /** Marks the rows in the danger colour without a message of its own, when a notice says what is wrong. */
  invalid?: boolean;
  /** Marks every radio required, so a screen reader says that the question must be answered. */
  required?: boolean;
}

const Fieldset = styled.fieldset<{ $invalid: boolean }>`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    ${fieldLabelText}
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }

  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      label {
        border-color: ${theme.colors.danger};
      }
    `}
`;

const Hint = styled.p`
  ${fieldHintText}
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const ErrorMessage = styled.p`
  ${fieldErrorText}
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The whole row is the label, so a tap anywhere on it chooses the option: a big target for unsteady hands.
 * Below xs (a small phone, or large text) the row's padding shrinks, so the words keep the room.
 */
const Option = styled.label`
  ${choiceRowBox}
`;

/**
 * A question with one answer: a fieldset whose legend names the group, and a radio per option, each in a row
 * that is wholly its label, named as a radio group (the fieldset's own role, "group", says less). A hint and an
 * error message are read with the group (aria-describedby on the fieldset, which an error marks invalid); an error
 * also with each radio, since focus lands on a radio and some screen readers read only the focused control's own
 * description. `disabled` disables every radio. The ref reaches the first
 * radio, where focus goes to point the person at an unanswered question.
 */
export const ChoiceGroup = forwardRef<HTMLInputElement, ChoiceGroupProps>(function ChoiceGroup(
  {
    legend,
    options,
    name,
    value,
    defaultValue,
    onChange,
    hint,
    error,
    invalid = false,
    required,
    id,
    "aria-describedby": ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const groupId = id ?? generatedId;
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const describedBy =
    [ariaDescribedBy, hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;

  return (
    <Fieldset
      id={id}
      role="radiogroup"
      aria-describedby={describedBy}
      aria-invalid={error || invalid ? true : undefined}
      $invalid={invalid || Boolean(error)}
      {...rest}
    >
      <legend>{legend}</legend>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
      <Options>
        {options.map((option, index) => (
          <Option key={option.value}>
            <input
              ref={index === 0 ? ref : undefined}
              type="radio"
              name={name ?? `${groupId}-choice`}
              value={option.value}
              required={required}
              aria-describedby={error ? errorId : undefined}
              {...(value === undefined
                ? { defaultChecked: defaultValue === option.value }
                : { checked: value === option.value })}
              onChange={(event) => onChange?.(event.target.value, event)}
            />
            {option.label}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
});
