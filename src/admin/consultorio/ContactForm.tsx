import { useState } from "react";
import { Stack } from "../../components/Stack";
import { TextField } from "../../components/TextField";
import { fieldId } from "./formProblems";
import { modelText } from "./modelText";
import { contactChange, contactOf, contactPaths, type ContactDetails } from "./practiceEdits";
import { usePublish, usePublisher } from "./publishing";
import { TaskForm } from "./TaskForm";

/** The form's name, which its fields' ids start with. */
const form = "contato";

/** The fields in the order the form shows them, with what each takes. */
const fields: readonly {
  key: keyof ContactDetails;
  optional?: boolean;
  inputMode?: "numeric" | "tel";
  autoComplete?: string;
}[] = [
  { key: "whatsappNumber", inputMode: "numeric" },
  { key: "landline", optional: true, inputMode: "numeric" },
  { key: "street", autoComplete: "address-line1" },
  { key: "district", autoComplete: "address-level3" },
  { key: "postalCode", inputMode: "numeric", autoComplete: "postal-code" },
  { key: "directions", optional: true },
];

const fieldPaths = fields.map(({ key }) => contactPaths[key]);

/** The WhatsApp every booking opens, the landline, and the address: published together. */
export function ContactForm() {
  const publisher = usePublisher();
  const [draft, setDraft] = useState<ContactDetails | undefined>();
  const details = draft ?? contactOf(publisher.settings);
  const change = contactChange(details);
  const { state, publish, reset, errorAt } = usePublish(form, fieldPaths);
  const send = async () => {
    const outcome = await publish(change);
    if (outcome.kind === "published") setDraft(undefined);
  };
  return (
    <TaskForm
      state={state}
      publishLabel="Publicar contato e endereço"
      changed={change.apply(publisher.settings).settings}
      onPublish={() => void send()}
      onSignIn={async () => {
        await publisher.signIn();
        await send();
      }}
    >
      <Stack gap={5}>
        {fields.map(({ key, optional, inputMode, autoComplete }) => {
          const path = contactPaths[key];
          const words = modelText(path);
          return (
            <TextField
              key={key}
              id={fieldId(form, path)}
              label={optional ? `${words.label} (opcional)` : words.label}
              hint={words.hint}
              value={details[key]}
              required={!optional}
              inputMode={inputMode}
              autoComplete={autoComplete ?? "off"}
              onChange={(event) => {
                reset();
                setDraft({ ...details, [key]: event.target.value });
              }}
              error={errorAt(path)}
            />
          );
        })}
      </Stack>
    </TaskForm>
  );
}
