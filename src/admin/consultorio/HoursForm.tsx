import { useMemo, useState } from "react";
import { Disclosure } from "../../components/Disclosure";
import { Stack } from "../../components/Stack";
import { intervalsText, weekdays } from "../../content/practiceDetails";
import { IntervalsFields, intervalPaths } from "./IntervalsFields";
import { isRecord, useKeptDraft } from "./keptDrafts";
import { weekHoursChange, type Interval, type Weekday } from "../../practice/practiceEdits";
import { usePublish, usePublisher } from "./publishing";
import { TaskForm } from "./TaskForm";

/** The form's name, which its fields' ids start with. */
const form = "horario";

const dayKeys = new Set<string>(weekdays.map(({ key }) => key));

/** Whether a kept value is the form's edits: some days, each a list of shifts with their two times. */
const isEdits = (value: unknown): value is Partial<Record<Weekday, Interval[]>> =>
  isRecord(value) &&
  Object.entries(value).every(
    ([day, shifts]) =>
      dayKeys.has(day) &&
      Array.isArray(shifts) &&
      shifts.every(
        (shift) =>
          isRecord(shift) && typeof shift.opens === "string" && typeof shift.closes === "string",
      ),
  );

/**
 * The week's opening hours: a row per day with its hours; a tap opens the day's shifts. Only the days changed are
 * published, in one commit, so a change someone else made to another day stays. What was typed is kept for the
 * tab until it is published or discarded.
 */
export function HoursForm() {
  const publisher = usePublisher();
  const hours = publisher.settings.practice.hours;
  // The task's address (PracticePage.tsx) names its draft.
  const draft = useKeptDraft("horario", JSON.stringify(hours), isEdits);
  const kept = draft.value;
  const edited = useMemo(() => kept ?? {}, [kept]);
  const [open, setOpen] = useState<ReadonlySet<Weekday>>(new Set());
  const dayValue = (day: Weekday) => edited[day] ?? hours[day];
  const change = useMemo(() => weekHoursChange(edited), [edited]);
  const fieldPaths = useMemo(
    () => weekdays.flatMap(({ key }) => intervalPaths(key, (edited[key] ?? hours[key]).length)),
    [edited, hours],
  );
  const { state, publish, reset, errorAt } = usePublish(form, fieldPaths);
  const hasError = (day: Weekday) =>
    fieldPaths.some((path) => path.startsWith(`${day}[`) && errorAt(path));
  const send = async () => {
    const id = draft.id;
    const outcome = await publish(change, undefined, id);
    if (outcome?.kind === "published" || outcome?.kind === "unchanged") draft.published(id);
  };
  return (
    <TaskForm
      state={state}
      publishLabel="Publicar o horário"
      changed={change.apply(publisher.settings).settings}
      onPublish={() => void send()}
      onSignIn={async () => {
        await publisher.signIn();
        await send();
      }}
      draft={draft.note(reset)}
    >
      <Stack gap={3}>
        {weekdays.map(({ key, name }) => (
          <Disclosure
            key={key}
            summary={name}
            detail={intervalsText(dayValue(key))}
            open={open.has(key) || hasError(key)}
            onOpenChange={(isOpen) => {
              const next = new Set(open);
              if (isOpen) next.add(key);
              else next.delete(key);
              setOpen(next);
            }}
          >
            <IntervalsFields
              form={form}
              path={key}
              context={name}
              value={dayValue(key)}
              onChange={(value) => {
                reset();
                draft.change({ ...edited, [key]: value });
              }}
              errorAt={errorAt}
            />
          </Disclosure>
        ))}
      </Stack>
    </TaskForm>
  );
}
