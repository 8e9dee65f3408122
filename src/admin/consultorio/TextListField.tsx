import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { fieldHintText, fieldLabelText } from "../../components/TextField";
import { fieldId } from "./formProblems";

export interface TextListFieldProps {
  /** The form's name, which its fields' ids start with. */
  form: string;
  /** The list's path within the form's scope ("healthPlans"). */
  path: string;
  /** The list's name, as the model labels it: "Convênios aceitos". */
  legend: string;
  /** The model's hint for the list. */
  hint?: string;
  /** One item's name: "Convênio". */
  itemLabel: string;
  /** What the add button says: "Adicionar convênio". */
  addLabel: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The mistake under the field at a path within the form's scope, if any. */
  errorAt: (path: string) => string | undefined;
  /** What is said once an item is removed, with the way back: "Convênio removido". */
  removedLabel: string;
}

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    ${fieldLabelText}
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }

  /* The live region of a removal, empty until there is one: in the page from the start, taking no room. */
  & > [aria-live]:empty {
    margin-top: calc(-1 * ${({ theme }) => theme.space[3]});
  }
`;

const Hint = styled.p`
  ${fieldHintText}
`;

/* The field takes the row; the remove button sits beside it, or under it where the row is short. */
const Item = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1 1 12rem;
  }
`;

/* The way back after a removal: what went, and "Desfazer" beside it. */
const Undo = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  & > p {
    flex: 1 1 10rem;
    min-width: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** The paths of the fields of a list of `count` texts at `path`. */
export function listPaths(path: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${path}[${index}]`);
}

/**
 * A list of short texts (the health plans, the ways to pay): one field per item, each named with its number
 * ("Convênio 2"), a button to remove it, and one to add another, which puts the cursor in the new field. A removal
 * is said in a live region with "Desfazer", which has the focus and puts the item back at its place.
 */
export function TextListField({
  form,
  path,
  legend,
  hint,
  itemLabel,
  addLabel,
  value,
  onChange,
  errorAt,
  removedLabel,
}: TextListFieldProps) {
  const added = useRef(false);
  const lastField = useRef<HTMLInputElement>(null);
  const [removed, setRemoved] = useState<{ item: string; index: number } | undefined>();
  // Where focus goes once the list has changed: the undo button after a removal, the item put back after an undo.
  const focusNext = useRef<"undo" | number | undefined>(undefined);
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    lastField.current?.focus();
  }, [value.length]);
  useEffect(() => {
    const next = focusNext.current;
    if (next === undefined) return;
    focusNext.current = undefined;
    if (next === "undo") undoButton.current?.focus();
    else document.getElementById(fieldId(form, `${path}[${next}]`))?.focus();
  }, [value.length, removed, form, path]);
  const hintId = `${fieldId(form, path)}-hint`;
  return (
    <Group aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {value.map((item, index) => {
        const name = `${itemLabel} ${index + 1}`;
        return (
          <Item key={index}>
            <TextField
              ref={index === value.length - 1 ? lastField : undefined}
              id={fieldId(form, `${path}[${index}]`)}
              label={name}
              value={item}
              onChange={(event) =>
                onChange(value.map((old, at) => (at === index ? event.target.value : old)))
              }
              error={errorAt(`${path}[${index}]`)}
            />
            <Button
              variant="outline"
              aria-label={`Remover ${name.toLowerCase()}${item.trim() ? ` (${item.trim()})` : ""}`}
              onClick={() => {
                focusNext.current = "undo";
                setRemoved({ item, index });
                onChange(value.filter((_, at) => at !== index));
              }}
            >
              Remover
            </Button>
          </Item>
        );
      })}
      <div aria-live="polite">
        {removed ? (
          <Undo>
            <p>
              {removedLabel}
              {removed.item.trim() ? `: ${removed.item.trim()}` : ""}.
            </p>
            <Button
              ref={undoButton}
              variant="outline"
              aria-label={`Desfazer: pôr de volta ${removed.item.trim() || itemLabel.toLowerCase()}`}
              onClick={() => {
                const at = Math.min(removed.index, value.length);
                focusNext.current = at;
                setRemoved(undefined);
                onChange([...value.slice(0, at), removed.item, ...value.slice(at)]);
              }}
            >
              Desfazer
            </Button>
          </Undo>
        ) : null}
      </div>
      <Button
        variant="outline"
        onClick={() => {
          added.current = true;
          onChange([...value, ""]);
        }}
      >
        {addLabel}
      </Button>
    </Group>
  );
}
