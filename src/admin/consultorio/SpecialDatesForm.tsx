import { useMemo, useState } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Checkbox } from "../../components/Checkbox";
import { Heading } from "../../components/Heading";
import { Notice } from "../../components/Notice";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import { TextField } from "../../components/TextField";
import {
  exceptionDates,
  exceptionName,
  exceptionsByDate,
  intervalsText,
} from "../../content/practiceDetails";
import { fieldId } from "./formProblems";
import { IntervalsFields, intervalPaths } from "./IntervalsFields";
import { isRecord, useKeptDraft } from "./keptDrafts";
import { modelText } from "./modelText";
import {
  addSpecialDateChange,
  pastSpecialDates,
  removeSpecialDatesChange,
  sameSpecialDate,
  type DateKey,
  type Interval,
  type SpecialDate,
} from "../../practice/practiceEdits";
import { newRequestId } from "../../practice/publishRequest";
import { usePublish, usePublisher } from "./publishing";
import { TaskForm } from "./TaskForm";

/** The form's name, which its fields' ids start with. */
const form = "data-especial";

/** Today on the phone's calendar, as the model writes dates ("2026-12-08"). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const DateRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  li > p {
    flex: 1 1 12rem;
  }
`;

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A new special date as the form holds it: its days, its reason, closed or its hours that day. */
interface NewDate {
  readonly from: string;
  readonly until: string;
  readonly reason: string;
  readonly closed: boolean;
  readonly intervals: readonly Interval[];
}

/** A new special date as the form starts it: a closure, the whole day. */
const empty: NewDate = {
  from: "",
  until: "",
  reason: "",
  closed: true,
  intervals: [{ opens: "08:00", closes: "12:00" }],
};

/** Whether a kept value is a new special date as the form holds it. */
const isNewDate = (value: unknown): value is NewDate =>
  isRecord(value) &&
  typeof value.from === "string" &&
  typeof value.until === "string" &&
  typeof value.reason === "string" &&
  typeof value.closed === "boolean" &&
  Array.isArray(value.intervals) &&
  value.intervals.every(
    (shift) =>
      isRecord(shift) && typeof shift.opens === "string" && typeof shift.closes === "string",
  );

/**
 * Special dates: a new one (a holiday closure is a date, a reason and "Publicar"), and the ones already in the
 * file, each deleted with one more tap to confirm; those that have passed, all at once.
 */
export function SpecialDatesForm({ today = localToday() }: { today?: string }) {
  const publisher = usePublisher();
  const dates = exceptionsByDate(publisher.settings.practice.hoursExceptions);
  // The task's address (PracticePage.tsx) names its draft; a new date changes nothing already published.
  const kept = useKeptDraft("datas", "", isNewDate);
  const draft = kept.value ?? empty;
  const { closed, intervals } = draft;
  // The date asked to be deleted, with the removal's id: a retry of it never writes twice.
  const [removing, setRemoving] = useState<{ date: DateKey; id: string } | undefined>();
  const keepDraft = (next: NewDate) =>
    kept.change(JSON.stringify(next) === JSON.stringify(empty) ? undefined : next);

  const date: SpecialDate = {
    from: draft.from,
    ...(draft.until ? { until: draft.until } : {}),
    reason: draft.reason.trim(),
    intervals: closed ? [] : intervals.map((interval) => ({ ...interval })),
  };
  const change = addSpecialDateChange(date);
  const fieldPaths = useMemo(
    () => [
      "from",
      "until",
      "reason",
      ...(closed ? [] : intervalPaths("intervals", intervals.length)),
    ],
    [closed, intervals.length],
  );
  const added = usePublish(form, fieldPaths);
  const removal = usePublish("datas-marcadas", []);
  const past = pastSpecialDates(dates, today);

  const from = modelText("practice.hoursExceptions[0].from");
  const until = modelText("practice.hoursExceptions[0].until");
  const reason = modelText("practice.hoursExceptions[0].reason");
  const edit = (key: "from" | "until" | "reason", value: string) => {
    added.reset();
    keepDraft({ ...draft, [key]: value });
  };
  const send = async () => {
    const id = kept.id;
    const outcome = await added.publish(change, undefined, id);
    if (outcome?.kind === "published") kept.published(id);
  };
  const remove = async (gone: readonly DateKey[], id = newRequestId()) => {
    const outcome = await removal.publish(removeSpecialDatesChange(gone), undefined, id);
    if (outcome?.kind === "published") setRemoving(undefined);
  };

  return (
    <TaskForm
      state={added.state}
      publishLabel="Publicar esta data"
      changed={change.apply(publisher.settings).settings}
      onPublish={() => void send()}
      onSignIn={async () => {
        await publisher.signIn();
        await send();
      }}
      draft={kept.note(added.reset)}
      after={
        <section aria-labelledby="datas-marcadas">
          <Stack gap={3}>
            <Heading level={3} id="datas-marcadas">
              Datas já marcadas
            </Heading>
            {dates.length === 0 ? <Text>Nenhuma data especial por enquanto.</Text> : null}
            <DateRows>
              {dates.map((item) => {
                const name = exceptionName(item);
                const isPast = past.some((old) => sameSpecialDate(old, item));
                const asked = removing && sameSpecialDate(removing.date, item);
                return (
                  <li key={`${item.from}-${item.reason}`}>
                    <Text>
                      <strong>{name}</strong>: {intervalsText(item.intervals).toLowerCase()}
                      {isPast ? " (já passou)" : ""}
                    </Text>
                    {asked ? (
                      <Confirm>
                        <Button
                          variant="primary"
                          aria-busy={removal.state.kind === "publishing" || undefined}
                          onClick={() => void remove([item], removing?.id)}
                        >
                          Sim, apagar {exceptionDates(item)}
                        </Button>
                        <Button variant="outline" onClick={() => setRemoving(undefined)}>
                          Não apagar
                        </Button>
                      </Confirm>
                    ) : (
                      <Button
                        variant="outline"
                        aria-label={`Apagar ${name}`}
                        onClick={() => {
                          removal.reset();
                          setRemoving({ date: item, id: newRequestId() });
                        }}
                      >
                        Apagar
                      </Button>
                    )}
                  </li>
                );
              })}
            </DateRows>
            {past.length > 0 ? (
              <Button variant="outline" onClick={() => void remove(past)}>
                Apagar{" "}
                {past.length === 1
                  ? "a data que já passou"
                  : `as ${past.length} datas que já passaram`}
              </Button>
            ) : null}
            <div role="status">
              {removal.state.kind === "published" ? (
                <Notice
                  tone="success"
                  title="Apagada"
                  description="A data saiu da lista do site."
                />
              ) : null}
            </div>
            <div role="alert">
              {removal.state.kind === "failed" ? (
                <Notice
                  tone="danger"
                  title="Nada foi apagado"
                  description={removal.state.message}
                />
              ) : null}
            </div>
          </Stack>
        </section>
      }
    >
      <Stack gap={4}>
        <TextField
          id={fieldId(form, "from")}
          type="date"
          label={from.label}
          hint="O primeiro dia: toque no campo para escolher no calendário."
          value={draft.from}
          required
          onChange={(event) => edit("from", event.target.value)}
          error={added.errorAt("from")}
        />
        <TextField
          id={fieldId(form, "until")}
          type="date"
          label={`${until.label} (opcional)`}
          hint={until.hint}
          value={draft.until}
          min={draft.from || undefined}
          onChange={(event) => edit("until", event.target.value)}
          error={added.errorAt("until")}
        />
        <TextField
          id={fieldId(form, "reason")}
          label={reason.label}
          hint={reason.hint}
          value={draft.reason}
          required
          autoComplete="off"
          onChange={(event) => edit("reason", event.target.value)}
          error={added.errorAt("reason")}
        />
        <Checkbox
          label="Fechado o dia todo"
          hint="Desmarque se o consultório abre, com outro horário."
          checked={closed}
          onChange={(event) => {
            added.reset();
            keepDraft({ ...draft, closed: event.target.checked });
          }}
        />
        {closed ? null : (
          <IntervalsFields
            form={form}
            path="intervals"
            context="Nesta data"
            value={intervals}
            onChange={(value) => {
              added.reset();
              keepDraft({ ...draft, intervals: value });
            }}
            errorAt={added.errorAt}
          />
        )}
      </Stack>
    </TaskForm>
  );
}
