import styled from "styled-components";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { Text } from "../../components/Text";
import { fieldId } from "./formProblems";
import { modelText } from "./modelText";
import type { Interval } from "../../practice/practiceEdits";

export interface IntervalsFieldsProps {
  /** The form's name, which its fields' ids start with. */
  form: string;
  /** The intervals' path within the form's scope ("saturday", "intervals"). */
  path: string;
  /** What the intervals are of, for the fields' names: "Sábado", "Nesta data". */
  context: string;
  /** The intervals, in order. */
  value: readonly Interval[];
  onChange: (value: Interval[]) => void;
  /** The mistake under the field at a path within the form's scope, if any. */
  errorAt: (path: string) => string | undefined;
  /** The first interval a new one starts as, when there is none before it. */
  newInterval?: Interval;
}

const Row = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;

  legend {
    padding-inline: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  & > button {
    grid-column: 1 / -1;
    justify-self: start;
  }
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const ordinal = (index: number) => `${index + 1}º horário`;

/** The paths of the fields of `count` intervals at `path`, for the form's list of fields. */
export function intervalPaths(path: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => [
    `${path}[${index}].opens`,
    `${path}[${index}].closes`,
  ]).flat();
}

/**
 * A day's opening hours as the model holds them: one "Abre às" and "Fecha às" per shift, none meaning closed.
 * Each field is named with its day and shift for a screen reader ("Sábado, 1º horário: fecha às"), the words a
 * sighted person reads around it.
 */
export function IntervalsFields({
  form,
  path,
  context,
  value,
  onChange,
  errorAt,
  newInterval = { opens: "08:00", closes: "12:00" },
}: IntervalsFieldsProps) {
  const opens = modelText("practice.hours.monday[0].opens");
  const closes = modelText("practice.hours.monday[0].closes");
  const set = (index: number, key: keyof Interval, time: string) =>
    onChange(value.map((interval, at) => (at === index ? { ...interval, [key]: time } : interval)));
  const last = value.at(-1);
  const next = last ? { opens: last.closes, closes: last.closes } : newInterval;
  return (
    <List>
      {value.length === 0 ? <Text>Fechado: sem nenhum horário.</Text> : null}
      {value.map((interval, index) => (
        <Row key={index}>
          <legend>{ordinal(index)}</legend>
          {(["opens", "closes"] as const).map((key) => {
            const words = key === "opens" ? opens : closes;
            const at = `${path}[${index}].${key}`;
            return (
              <TextField
                key={key}
                id={fieldId(form, at)}
                type="time"
                label={words.label}
                aria-label={`${context}, ${ordinal(index)}: ${words.label.toLowerCase()}`}
                value={interval[key]}
                required
                onChange={(event) => set(index, key, event.target.value)}
                error={errorAt(at)}
              />
            );
          })}
          <Button
            variant="outline"
            aria-label={`Remover o ${ordinal(index)} de ${context.toLowerCase()}`}
            onClick={() => onChange(value.filter((_, at) => at !== index))}
          >
            Remover
          </Button>
        </Row>
      ))}
      <Button
        variant="outline"
        aria-label={`Adicionar horário: ${context.toLowerCase()}`}
        onClick={() => onChange([...value, next])}
      >
        Adicionar horário
      </Button>
    </List>
  );
}
