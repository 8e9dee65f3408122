/**
 * The everyday changes the phone page makes to the practice's details (src/content/site-settings.json), each a
 * pure function from the file as it is now to the file with the change, with the commit's message. A change
 * touches only what the staff member changed: made on the newest file, it keeps what someone else published in
 * the meantime. `scope` is where the change sits in the file, so a mistake the content model finds there is
 * shown under the form's own field.
 */
import type { Static } from "@sinclair/typebox";
import type { siteSettings } from "../content/model/siteSettings";
import { practiceNumberDigits } from "../shared/practiceNumber";
import { exceptionName, intervalsText, listText, weekdays } from "../content/practiceDetails";

/** The settings file as it is written: the model's fields and the pointer to its schema. */
export type SettingsFile = Static<typeof siteSettings> & { $schema?: string };
export type PracticeFile = SettingsFile["practice"];
export type Weekday = keyof PracticeFile["hours"];
export type Interval = PracticeFile["hours"]["monday"][number];
export type SpecialDate = PracticeFile["hoursExceptions"][number];

/** The file with a change made, and where in it the change sits ("practice.hours"; "" for the whole file). */
export interface Changed {
  readonly settings: SettingsFile;
  readonly scope: string;
}

/**
 * What the staff member asked, as the page sends it to the practice endpoint (src/server/practice/), which makes
 * the same change again on the newest file with `changeOfIntent` (practiceIntent.ts): plain data, no code.
 */
export type PracticeIntent =
  | { readonly edit: "weekHours"; readonly days: Partial<Record<Weekday, readonly Interval[]>> }
  | { readonly edit: "addSpecialDate"; readonly date: SpecialDate }
  | { readonly edit: "removeSpecialDates"; readonly dates: readonly DateKey[] }
  | { readonly edit: "payment"; readonly edits: Partial<PaymentDetails> }
  | { readonly edit: "contact"; readonly edits: Partial<ContactDetails> }
  | { readonly edit: "photo" };

/** One change the page publishes: what it does to a file, and how the history tells it. */
export interface PracticeChange {
  /** The commit's message, in Portuguese: what changed, in a line. */
  readonly message: string;
  /** What was asked, for the server to make the change itself. */
  readonly intent: PracticeIntent;
  apply(settings: SettingsFile): Changed;
  /**
   * The change adds a special date, at its scope: one that is already over is refused (the file may keep old
   * ones, which the site hides; a new one would never show).
   */
  readonly addsSpecialDate?: boolean;
}

/** Where a commit says it came from, so the history tells the phone page's changes apart. */
const fromThePhone = "(página do celular)";

/** A copy of the file with the practice's part changed by `edit`. */
function withPractice(
  settings: SettingsFile,
  edit: (practice: PracticeFile) => PracticeFile,
): SettingsFile {
  return { ...settings, practice: edit(settings.practice) };
}

/** New hours for some days of the week; the other days keep what the file has. */
export function weekHoursChange(
  days: Partial<Record<Weekday, readonly Interval[]>>,
): PracticeChange {
  const changed = weekdays.filter(({ key }) => days[key] !== undefined);
  const lines = changed.map(
    ({ key, name }) => `${name}: ${intervalsText(days[key] ?? []).toLowerCase()}`,
  );
  return {
    message: `Horário da semana: ${lines.join("; ") || "sem mudança"} ${fromThePhone}`,
    intent: { edit: "weekHours", days },
    apply: (settings) => ({
      scope: "practice.hours",
      settings: withPractice(settings, (practice) => ({
        ...practice,
        hours: {
          ...practice.hours,
          ...Object.fromEntries(
            changed.map(({ key }) => [key, (days[key] ?? []).map((interval) => ({ ...interval }))]),
          ),
        },
      })),
    }),
  };
}

/** A special date added (a holiday closure, holidays, different hours): last in the list, where the form put it. */
export function addSpecialDateChange(date: SpecialDate): PracticeChange {
  const { until, ...rest } = date;
  const added: SpecialDate = until ? { ...rest, until } : rest;
  const hours = intervalsText(date.intervals).toLowerCase();
  return {
    message: `Data especial: ${exceptionName(date)}, ${hours} ${fromThePhone}`,
    intent: { edit: "addSpecialDate", date },
    addsSpecialDate: true,
    apply: (settings) => ({
      scope: `practice.hoursExceptions[${settings.practice.hoursExceptions.length}]`,
      settings: withPractice(settings, (practice) => ({
        ...practice,
        hoursExceptions: [...practice.hoursExceptions, added],
      })),
    }),
  };
}

/** What tells a special date apart, as the file or the patients' pages hold it. */
export interface DateKey {
  readonly from: string;
  readonly until?: string | null;
  readonly reason: string;
}

/** Whether two special dates are the same entry: the same first day and reason. */
export function sameSpecialDate(a: DateKey, b: DateKey): boolean {
  return a.from === b.from && a.reason === b.reason;
}

/** Special dates taken out of the list (one the staff deleted, or every one that has passed). */
export function removeSpecialDatesChange(dates: readonly DateKey[]): PracticeChange {
  const names = dates.map(exceptionName);
  return {
    message: `Data especial apagada: ${listText(names)} ${fromThePhone}`,
    intent: {
      edit: "removeSpecialDates",
      dates: dates.map(({ from, until, reason }) => ({
        from,
        reason,
        ...(until ? { until } : {}),
      })),
    },
    apply: (settings) => ({
      scope: "practice.hoursExceptions",
      settings: withPractice(settings, (practice) => ({
        ...practice,
        hoursExceptions: practice.hoursExceptions.filter(
          (kept) => !dates.some((gone) => sameSpecialDate(kept, gone)),
        ),
      })),
    }),
  };
}

/** The special dates whose last day is before `today` ("2026-12-26", the practice's date). */
export function pastSpecialDates<Date extends DateKey>(
  dates: readonly Date[],
  today: string,
): Date[] {
  return dates.filter((date) => (date.until || date.from) < today);
}

/** How patients pay: the health plans, private consultations and the ways to pay. */
export interface PaymentDetails {
  readonly healthPlans: readonly string[];
  readonly acceptsPrivate: boolean;
  readonly consultationPrice: string;
  readonly paymentMethods: readonly string[];
}

/** The form's payment details from the file. */
export function paymentOf(practice: PracticeFile): PaymentDetails {
  return {
    healthPlans: practice.healthPlans,
    acceptsPrivate: practice.acceptsPrivate,
    consultationPrice: practice.consultationPrice ?? "",
    paymentMethods: practice.paymentMethods,
  };
}

/** New payment details; a price left blank is left out of the file (the page then does not show one). */
export function paymentChange(details: PaymentDetails): PracticeChange {
  const plans = details.healthPlans.length ? listText(details.healthPlans) : "nenhum";
  return {
    message: `Convênios e pagamento: convênios ${plans}; ${
      details.acceptsPrivate ? "atende" : "não atende"
    } particular ${fromThePhone}`,
    intent: { edit: "payment", edits: details },
    apply: (settings) => ({
      scope: "practice",
      settings: withPractice(settings, (practice) => {
        const { consultationPrice: _price, ...rest } = practice;
        const price = details.consultationPrice.trim();
        return {
          ...rest,
          healthPlans: [...details.healthPlans],
          acceptsPrivate: details.acceptsPrivate,
          ...(price ? { consultationPrice: price } : {}),
          paymentMethods: [...details.paymentMethods],
        };
      }),
    }),
  };
}

/**
 * The payment details the staff member changed (`edits`), made on whichever file the change meets: the fields she
 * did not touch keep what that file has, so a draft begun before someone else's publication undoes none of it.
 * The message tells the details as `shown` (the page's copy) has them with the edits.
 */
export function paymentEditsChange(
  edits: Partial<PaymentDetails>,
  shown: SettingsFile,
): PracticeChange {
  return {
    message: paymentChange({ ...paymentOf(shown.practice), ...edits }).message,
    intent: { edit: "payment", edits },
    apply: (settings) =>
      paymentChange({ ...paymentOf(settings.practice), ...edits }).apply(settings),
  };
}

/** How patients reach the practice: the WhatsApp, the landline and the address. */
export interface ContactDetails {
  readonly whatsappNumber: string;
  readonly landline: string;
  readonly street: string;
  readonly district: string;
  readonly postalCode: string;
  readonly directions: string;
}

/** The form's contact details from the file. */
export function contactOf(settings: SettingsFile): ContactDetails {
  const { address, landline } = settings.practice;
  return {
    whatsappNumber: settings.whatsappNumber,
    landline: landline ?? "",
    street: address.street,
    district: address.district,
    postalCode: address.postalCode,
    directions: address.directions ?? "",
  };
}

/** The form's paths of the contact details in the file, for its fields' names and its mistakes. */
export const contactPaths = {
  whatsappNumber: "whatsappNumber",
  landline: "practice.landline",
  street: "practice.address.street",
  district: "practice.address.district",
  postalCode: "practice.address.postalCode",
  directions: "practice.address.directions",
} as const satisfies Record<keyof ContactDetails, string>;

/** The commit's message of a change of contact details. */
const contactMessage = `Contato e endereço: WhatsApp, telefone e endereço ${fromThePhone}`;

/**
 * New contact details; an optional one left blank (landline, directions) is left out of the file. The numbers are
 * written as the file stores them, however they were typed: "(98) 98765-4321" is "5598987654321".
 */
export function contactChange(details: ContactDetails): PracticeChange {
  return {
    message: contactMessage,
    intent: { edit: "contact", edits: details },
    apply: (settings) => {
      const { landline: _landline, address, ...practice } = settings.practice;
      const { directions: _directions, ...addressRest } = address;
      const landline = practiceNumberDigits(details.landline);
      const directions = details.directions.trim();
      return {
        scope: "",
        settings: {
          ...settings,
          whatsappNumber: practiceNumberDigits(details.whatsappNumber),
          practice: {
            ...practice,
            address: {
              ...addressRest,
              street: details.street,
              district: details.district,
              postalCode: details.postalCode.trim(),
              ...(directions ? { directions } : {}),
            },
            ...(landline ? { landline } : {}),
          },
        },
      };
    },
  };
}

/**
 * The contact details the staff member changed (`edits`), made on whichever file the change meets: the fields she
 * did not touch keep what that file has.
 */
export function contactEditsChange(edits: Partial<ContactDetails>): PracticeChange {
  return {
    message: contactMessage,
    intent: { edit: "contact", edits },
    apply: (settings) => contactChange({ ...contactOf(settings), ...edits }).apply(settings),
  };
}

/** The file's photo path once the new photo is written: the same name, as a JPEG ("../images/x.jpg"). */
export function photoPathFor(current: string): string {
  return current.replace(/\.[A-Za-z]+$/, ".jpg");
}

/** The repository's path of a photo the settings name ("../images/x.jpg" -> "src/images/x.jpg"). */
export function repositoryPhotoPath(settingsPhoto: string): string {
  return `src/content/${settingsPhoto}`.replace(/\/[^/]+\/\.\.\//g, "/");
}

/** The doctor's photo replaced: the file keeps the photo's name, as a JPEG. */
export function photoChange(): PracticeChange {
  return {
    message: `Foto do(a) médico(a) trocada ${fromThePhone}`,
    intent: { edit: "photo" },
    apply: (settings) => ({
      scope: "photo",
      settings: { ...settings, photo: photoPathFor(settings.photo) },
    }),
  };
}
