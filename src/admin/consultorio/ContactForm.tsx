import { Stack } from "../../components/Stack";
import { TextField } from "../../components/TextField";
import { fieldId } from "./formProblems";
import { modelText } from "./modelText";
import { isRecord, useKeptDraft } from "./keptDrafts";
import {
  contactEditsChange,
  contactOf,
  contactPaths,
  type ContactDetails,
} from "../../practice/practiceEdits";
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

/** Whether a kept value is the form's edits: some of its fields, each a text. */
const isEdits = (value: unknown): value is Partial<ContactDetails> =>
  isRecord(value) &&
  Object.entries(value).every(([key, text]) => key in contactPaths && typeof text === "string");

/**
 * The WhatsApp every booking opens, the landline, and the address: published together. What was typed is kept for
 * the tab until it is published or discarded; only the fields changed are published, on the newest file.
 */
export function ContactForm() {
  const publisher = usePublisher();
  const shown = contactOf(publisher.settings);
  // The task's address (PracticePage.tsx) names its draft.
  const draft = useKeptDraft("contato", JSON.stringify(shown), isEdits);
  const edits = draft.value ?? {};
  const details = { ...shown, ...edits };
  const change = contactEditsChange(edits);
  const { state, publish, reset, errorAt } = usePublish(form, fieldPaths);
  const send = async () => {
    const id = draft.id;
    const outcome = await publish(change, undefined, id);
    if (outcome?.kind === "published" || outcome?.kind === "unchanged") draft.published(id);
  };
  const edit = (key: keyof ContactDetails, text: string) => {
    reset();
    const { [key]: _old, ...others } = edits;
    const next = text === shown[key] ? others : { ...others, [key]: text };
    draft.change(Object.keys(next).length ? next : undefined);
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
      draft={draft.note(reset)}
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
              onChange={(event) => edit(key, event.target.value)}
              error={errorAt(path)}
            />
          );
        })}
      </Stack>
    </TaskForm>
  );
}
