import { useMemo, useState } from "react";
import { Checkbox } from "../../components/Checkbox";
import { Stack } from "../../components/Stack";
import { TextField } from "../../components/TextField";
import { fieldId } from "./formProblems";
import { modelText } from "./modelText";
import { paymentChange, paymentOf, type PaymentDetails } from "./practiceEdits";
import { usePublish, usePublisher } from "./publishing";
import { TaskForm } from "./TaskForm";
import { listPaths, TextListField } from "./TextListField";

/** The form's name, which its fields' ids start with. */
const form = "pagamento";

/** The health plans, private consultations, the price and the ways to pay, published together. */
export function PaymentForm() {
  const publisher = usePublisher();
  const published = paymentOf(publisher.settings.practice);
  const [draft, setDraft] = useState<PaymentDetails | undefined>();
  const details = draft ?? published;
  const change = paymentChange(details);
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
    setDraft({ ...details, ...next });
  };
  const send = async () => {
    const outcome = await publish(change);
    if (outcome.kind === "published") setDraft(undefined);
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
    >
      <Stack gap={6}>
        <TextListField
          form={form}
          path="healthPlans"
          legend={plans.label}
          hint={plans.hint}
          itemLabel={plan.label}
          addLabel="Adicionar convênio"
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
          value={details.paymentMethods}
          onChange={(paymentMethods) => edit({ paymentMethods })}
          errorAt={errorAt}
        />
      </Stack>
    </TaskForm>
  );
}
