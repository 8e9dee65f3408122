/**
 * A change as the phone page sends it to the practice endpoint (src/server/practice/): what the staff member asked
 * (practiceEdits.ts's `PracticeIntent`), the change's id (publishRequest.ts), and a photo's bytes where the change
 * is a photo. The server checks the body's shape here, then makes the change itself with the same pure edit
 * functions on the newest file (`changeOfIntent`); the content model judges the result (settingsRules.ts). A shape
 * check is TypeBox's, interpreted (Workers forbid the code generation a compiled check would need).
 */
import { Type, type Static, type TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import {
  addSpecialDateChange,
  contactEditsChange,
  paymentEditsChange,
  photoChange,
  removeSpecialDatesChange,
  weekHoursChange,
  type PracticeChange,
  type PracticeIntent,
  type SettingsFile,
} from "./practiceEdits";

/** The endpoint's path on the site. */
export const practiceEndpointPath = "/api/editor/practice";

/** The most entries a list of an intent may have; the content model has the same bound (contentFields.ts). */
const maxItems = 100;
/** The longest text an intent's field may carry; the content model bounds each field far tighter. */
const maxText = 3_000;

const text = Type.String({ maxLength: maxText });
const interval = Type.Object(
  { opens: Type.String({ maxLength: 5 }), closes: Type.String({ maxLength: 5 }) },
  { additionalProperties: false },
);
const intervals = Type.Array(interval, { maxItems });
const until = Type.Optional(Type.String({ maxLength: 10 }));
const strict = { additionalProperties: false };

/** Each intent's shape, as plain data: types and bounds; what the values mean is the content model's to judge. */
const intentShape = Type.Union([
  Type.Object(
    {
      edit: Type.Literal("weekHours"),
      days: Type.Partial(
        Type.Object(
          {
            monday: intervals,
            tuesday: intervals,
            wednesday: intervals,
            thursday: intervals,
            friday: intervals,
            saturday: intervals,
            sunday: intervals,
          },
          strict,
        ),
      ),
    },
    strict,
  ),
  Type.Object(
    {
      edit: Type.Literal("addSpecialDate"),
      date: Type.Object(
        { from: Type.String({ maxLength: 10 }), until, reason: text, intervals },
        strict,
      ),
    },
    strict,
  ),
  Type.Object(
    {
      edit: Type.Literal("removeSpecialDates"),
      dates: Type.Array(
        Type.Object({ from: Type.String({ maxLength: 10 }), until, reason: text }, strict),
        { minItems: 1, maxItems },
      ),
    },
    strict,
  ),
  Type.Object(
    {
      edit: Type.Literal("payment"),
      edits: Type.Partial(
        Type.Object(
          {
            healthPlans: Type.Array(text, { maxItems }),
            acceptsPrivate: Type.Boolean(),
            consultationPrice: text,
            paymentMethods: Type.Array(text, { maxItems }),
          },
          strict,
        ),
      ),
    },
    strict,
  ),
  Type.Object(
    {
      edit: Type.Literal("contact"),
      edits: Type.Partial(
        Type.Object(
          {
            whatsappNumber: text,
            landline: text,
            street: text,
            district: text,
            postalCode: text,
            directions: text,
          },
          strict,
        ),
      ),
    },
    strict,
  ),
  Type.Object({ edit: Type.Literal("photo") }, strict),
]);

/** The largest photo, in base64, a change may carry (the gateway's own bound on a blob). */
export const maxPhotoBase64 = 14_000_000;

/** What the page sends: the change's id, what was asked, and a photo's bytes in base64 with a photo change. */
const requestShape = Type.Object(
  {
    request: Type.String({
      pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
    }),
    change: intentShape,
    photo: Type.Optional(
      Type.String({ minLength: 1, maxLength: maxPhotoBase64, pattern: "^[A-Za-z0-9+/=\\s]+$" }),
    ),
  },
  strict,
);

/** A change sent to the endpoint, as its shape allows. */
export type PracticeRequest = Static<typeof requestShape>;

/** Whether `value` matches `schema`, checked by interpretation (never compiled: no `new Function`). */
function matches<Schema extends TSchema>(schema: Schema, value: unknown): value is Static<Schema> {
  return Value.Check(schema, value);
}

/**
 * The body as a change the endpoint may make, or undefined when its shape is not one: an unknown edit, a field of
 * the wrong type or past its bound, a photo without a photo change or a photo change without one.
 */
export function practiceRequestOf(body: unknown): PracticeRequest | undefined {
  if (!matches(requestShape, body)) return undefined;
  if ((body.change.edit === "photo") !== (body.photo !== undefined)) return undefined;
  return body;
}

/**
 * The change `intent` asks for, as the page made it (practiceEdits.ts), to make again on `latest`, the newest file:
 * the payment's message tells the details as that file has them with the edits.
 */
export function changeOfIntent(intent: PracticeIntent, latest: SettingsFile): PracticeChange {
  switch (intent.edit) {
    case "weekHours":
      return weekHoursChange(intent.days);
    case "addSpecialDate":
      return addSpecialDateChange(intent.date);
    case "removeSpecialDates":
      return removeSpecialDatesChange(intent.dates);
    case "payment":
      return paymentEditsChange(intent.edits, latest);
    case "contact":
      return contactEditsChange(intent.edits);
    case "photo":
      return photoChange();
  }
}

/**
 * What the endpoint answers, besides a refusal's `{ message }`: the change published (or found published already,
 * `again`), with the settings' text as the branch now has it; nothing to publish; or the mistakes the content model
 * found in the newest file with the change, at their fields, with where the change sits (`scope`).
 */
export type PracticeAnswer =
  | { readonly kind: "published"; readonly settings: string; readonly again?: true }
  | { readonly kind: "unchanged" }
  | {
      readonly kind: "invalid";
      readonly problems: readonly { path: string; where: string; message: string }[];
      readonly scope: string;
    };
