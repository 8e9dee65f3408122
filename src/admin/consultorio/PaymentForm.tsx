import { useMemo } from "react";
import { Checkbox } from "../../components/Checkbox";
import { Stack } from "../../components/Stack";
import { TextField } from "../../components/TextField";
import { fieldId } from "./formProblems";
import { modelText } from "./modelText";
import { isRecord, useKeptDraft } from "./keptDrafts";
import { paymentEditsChange, paymentOf, type PaymentDetails } from "../../practice/practiceEdits";
import { usePublish, usePublisher } from "./publishing";
import { TaskForm } from "./TaskForm";
import { listPaths, TextListField } from "./TextListField";

/** The form's name, which its fields' ids start with. */
const form = "pagamento";

const texts = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** Whether a kept value is the form's edits: some of its fields, each of its type. */
const isEdits = (value: unknown): value is Partial<PaymentDetails> =>
  isRecord(value) &&
  Object.entries(value).every(([key, field]) =>
    key === "healthPlans" || key === "paymentMethods"
      ? texts(field)
      : key === "acceptsPrivate"
        ? typeof field === "boolean"
        : key === "consultationPrice" && typeof field === "string",
  );

/**
 * The health plans, private consultations, the price and the ways to pay, published together. What was typed is
 * kept for the tab until it is published or discarded; only the fields changed are published, on the newest file.
 */
export function PaymentForm() {
  const publisher = usePublisher();
  const published = paymentOf(publisher.settings.practice);
  // The task's address (PracticePage.tsx) names its draft.
  const draft = useKeptDraft("pagamento", JSON.stringify(published), isEdits);
  const edits = draft.value ?? {};
  const details = { ...published, ...edits };
  const change = paymentEditsChange(edits, publisher.settings);
  const fieldPaths = useMemo(
    () => [
      ...listPaths("healthPlans", details.healthPlans.length),
      "consultationPrice",
      ...listPaths("paymentMethods", details.paymentMethods.length),
    ],
    [details.healthPlans.length, details.paymentMethods.length],
  );
  const { state, publish, reset, errorAt } = usePublish(form, fieldPaths);
  const edit = (next: Partial<PaymentDetails>) => {
    reset();
    const merged: Partial<PaymentDetails> = { ...edits, ...next };
    const changed = Object.fromEntries(
      Object.entries(merged).filter(
        ([key, value]) =>
          JSON.stringify(value) !== JSON.stringify(published[key as keyof PaymentDetails]),
      ),
    );
    draft.change(Object.keys(changed).length ? changed : undefined);
  };
  const send = async () => {
    const id = draft.id;
    const outcome = await publish(change, undefined, id);
    if (outcome?.kind === "published" || outcome?.kind === "unchanged") draft.published(id);
  };
  const plans = modelText("practice.healthPlans");
  const plan = modelText("practice.healthPlans[0]");
  const methods = modelText("practice.paymentMethods");
  const method = modelText("practice.paymentMethods[0]");
  const privately = modelText("practice.acceptsPrivate");
  const price = modelText("practice.consultationPrice");
  return (
    <TaskForm
      state={state}
      publishLabel="Publicar convênios e pagamento"
      changed={change.apply(publisher.settings).settings}
      onPublish={() => void send()}
      onSignIn={async () => {
        await publisher.signIn();
        await send();
      }}
      draft={draft.note(reset)}
    >
      <Stack gap={6}>
        <TextListField
          form={form}
          path="healthPlans"
          legend={plans.label}
          hint={plans.hint}
          itemLabel={plan.label}
          addLabel="Adicionar convênio"
          removedLabel="Convênio removido"
          value={details.healthPlans}
          onChange={(healthPlans) => edit({ healthPlans })}
          errorAt={errorAt}
        />
        <Checkbox
          label={privately.label}
          hint={privately.hint}
          checked={details.acceptsPrivate}
          onChange={(event) => edit({ acceptsPrivate: event.target.checked })}
        />
        <TextField
          id={fieldId(form, "consultationPrice")}
          label={`${price.label} (opcional)`}
          hint={price.hint}
          value={details.consultationPrice}
          onChange={(event) => edit({ consultationPrice: event.target.value })}
          error={errorAt("consultationPrice")}
        />
        <TextListField
          form={form}
          path="paymentMethods"
          legend={methods.label}
          hint={methods.hint}
          itemLabel={method.label}
          addLabel="Adicionar forma de pagamento"
          removedLabel="Forma de pagamento removida"
          value={details.paymentMethods}
          onChange={(paymentMethods) => edit({ paymentMethods })}
          errorAt={errorAt}
        />
      </Stack>
    </TaskForm>
  );
}
