import { useMemo, useState } from "react";
import { Disclosure } from "../../components/Disclosure";
import { Stack } from "../../components/Stack";
import { intervalsText, weekdays } from "../../content/practiceDetails";
import { IntervalsFields, intervalPaths } from "./IntervalsFields";
import { weekHoursChange, type Interval, type Weekday } from "./practiceEdits";
import { usePublish, usePublisher } from "./publishing";
import { TaskForm } from "./TaskForm";

/** The form's name, which its fields' ids start with. */
const form = "horario";

/**
 * The week's opening hours: a row per day with its hours; a tap opens the day's shifts. Only the days changed are
 * published, in one commit, so a change someone else made to another day stays.
 */
export function HoursForm() {
  const publisher = usePublisher();
  const hours = publisher.settings.practice.hours;
  const [edited, setEdited] = useState<Partial<Record<Weekday, Interval[]>>>({});
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
    const outcome = await publish(change);
    if (outcome.kind === "published") setEdited({});
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
                setEdited({ ...edited, [key]: value });
              }}
              errorAt={errorAt}
            />
          </Disclosure>
        ))}
      </Stack>
    </TaskForm>
  );
}
