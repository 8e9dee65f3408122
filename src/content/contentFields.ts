/**
 * The kinds of field a content file is made of, each a TypeBox schema (JSON Schema underneath) carrying what the
 * derived views need: the editor's label and hint in Portuguese (`title`, `description`), the rules the build
 * checks, and marks of our own that only the derivations read and that never reach the JSON Schemas:
 * `x-widget` (how the web editor shows the field), `x-graphql` (the GraphQL type of a shared group),
 * `x-pattern-message` (what the editor's form says when a pattern is not met), `x-build-message` (what the
 * build says then) and `x-reading-target` (the band of plain language a text should reach, ./readingBands.ts).
 * src/content/model/ declares the content with these; nothing else names a field.
 */
import {
  Type,
  type TArray,
  type TBoolean,
  type TInteger,
  type TObject,
  type TProperties,
  type TSchema,
  type TString,
  type TUnsafe,
} from "@sinclair/typebox";
import type { ReadingBandName } from "./readingBands";

/** How the web editor shows a field (Decap CMS's widget names). */
export type EditorWidget =
  | "string"
  | "text"
  | "markdown"
  | "select"
  | "relation"
  | "number"
  | "boolean"
  | "image"
  | "list"
  | "object";

/** What an editor reads beside a field: its label and, optionally, a hint under it. */
interface Described {
  /** The field's label in the editor, e.g. "Título da seção". */
  label: string;
  /** A hint under the field, e.g. "Por exemplo: 68 anos". */
  hint?: string;
}

function described({ label, hint }: Described) {
  return hint ? { title: label, description: hint } : { title: label };
}

/** Text that must not be blank. */
const notBlank = {
  minLength: 1,
  pattern: "\\S",
  "x-pattern-message": "Não pode ficar em branco.",
  "x-build-message": "must not be empty",
};

/**
 * The most characters each kind of text may hold, and the most items of a list: far past anything the site shows
 * well, so no real text meets them, and a bound on what a file can carry (a 300 KB "reason" is refused under its
 * field, not published). The gateway's own ceiling on a content file, 256 KB, bounds the whole file.
 */
export const textLimits = {
  /** A title, a label, a name, a reason. */
  short: 200,
  /** A paragraph or a few. */
  long: 3_000,
  /** An article's body. */
  markdown: 60_000,
  /** An address, of this site or another, or a photo's path. */
  address: 2_000,
  /** An e-mail address (RFC 5321's most). */
  email: 254,
  /** A slug, the end of a page's address. */
  slug: 100,
  /** The items of a list: plans, special dates, testimonials, cards. */
  items: 100,
} as const;

/** A short text on one line: a title, a button's label, a name. */
export function shortText(field: Described): TString {
  return Type.String({
    ...described(field),
    ...notBlank,
    maxLength: textLimits.short,
    "x-widget": "string",
  });
}

/**
 * What a text for patients to read is held to: the band of the Portuguese reading ease it should reach
 * (./readingBands.ts). The build and the editor's preview score it and say when it falls short; nothing is refused.
 */
interface ReadFor {
  /** The band the text should reach, e.g. "fácil". */
  readingTarget?: ReadingBandName;
}

function readingTarget({ readingTarget: target }: ReadFor) {
  return target ? { "x-reading-target": target } : {};
}

/** A text of one or more sentences, edited in a larger box. */
export function longText(field: Described & ReadFor): TString {
  return Type.String({
    ...described(field),
    ...notBlank,
    maxLength: textLimits.long,
    ...readingTarget(field),
    "x-widget": "text",
  });
}

/** A whole number of stars from 1 to 5. */
export function stars(field: Described): TInteger {
  return Type.Integer({ ...described(field), minimum: 1, maximum: 5, "x-widget": "number" });
}

/** A year, as a number. */
export function year(field: Described): TInteger {
  return Type.Integer({ ...described(field), minimum: 2000, maximum: 2100, "x-widget": "number" });
}

/** A Brazilian WhatsApp number as the chat link needs it: digits only, 55, the area code and the number. */
export function whatsappNumber(field: Described): TString {
  return Type.String({
    ...described(field),
    pattern: "^55\\d{10,11}$",
    examples: ["5598987654321"],
    "x-widget": "string",
    "x-pattern-message":
      "Só números: 55, o DDD e o número, sem espaços nem traços. Por exemplo: 5598987654321.",
    "x-build-message": "must be digits only: 55, the area code and the number, e.g. 5598987654321",
  });
}

/** A Brazilian telephone number as a `tel:` link needs it: digits only, 55, the area code and the number. */
export function phoneNumber(field: Described): TString {
  return Type.String({
    ...described(field),
    pattern: "^55\\d{10,11}$",
    examples: ["559835551234"],
    "x-widget": "string",
    "x-pattern-message":
      "Só números: 55, o DDD e o número, sem espaços nem traços. Por exemplo: 559835551234.",
    // The same words as the WhatsApp number's: the build finds a pattern's words by the pattern.
    "x-build-message": "must be digits only: 55, the area code and the number, e.g. 5598987654321",
  });
}

/** A Brazilian postal code (CEP), "65000-000". */
export function postalCode(field: Described): TString {
  return Type.String({
    ...described(field),
    pattern: "^\\d{5}-\\d{3}$",
    examples: ["65000-000"],
    "x-widget": "string",
    "x-pattern-message": "Oito números com um traço, por exemplo 65000-000.",
    "x-build-message": 'must be a CEP as five digits, a dash and three digits, e.g. "65000-000"',
  });
}

/** A time of day on the 24-hour clock, "08:00" or "17:30". */
export function timeOfDay(field: Described): TString {
  return Type.String({
    ...described(field),
    pattern: "^([01]\\d|2[0-3]):[0-5]\\d$",
    examples: ["08:00"],
    "x-widget": "string",
    "x-pattern-message": "Hora e minutos com dois números cada, por exemplo 08:00 ou 13:30.",
    "x-build-message": 'must be a time as hours and minutes, e.g. "08:00" or "13:30"',
  });
}

/**
 * The form of a calendar date: what JSON Schema can say of it. That the day exists ("2026-02-31" does not) is told by
 * ./dateAndHourRules.ts, which finds these fields by this pattern.
 */
export const calendarDatePattern = "^20\\d\\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$";

/** A day of the calendar as year, month and day ("2025-12-24"), the order that sorts and that schema.org reads. */
export function calendarDate(field: Described): TString {
  return Type.String({
    ...described(field),
    pattern: calendarDatePattern,
    examples: ["2025-12-24"],
    "x-widget": "string",
    "x-pattern-message":
      "Ano, mês e dia, com traços: por exemplo 2025-12-24 para 24 de dezembro de 2025.",
    "x-build-message": 'must be a date as year-month-day, e.g. "2025-12-24"',
  });
}

/** A yes or no, shown in the editor as a switch; `byDefault` is what a new card starts with. */
export function yesNo(field: Described & { byDefault: boolean }): TBoolean {
  return Type.Boolean({ ...described(field), default: field.byDefault, "x-widget": "boolean" });
}

/** An e-mail address, "contato@consultorio.com.br". */
export function emailAddress(field: Described): TString {
  return Type.String({
    ...described(field),
    pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
    maxLength: textLimits.email,
    examples: ["contato@consultorio.com.br"],
    "x-widget": "string",
    "x-pattern-message": "Um e-mail completo, sem espaços, por exemplo contato@consultorio.com.br.",
    "x-build-message": 'must be an e-mail address, e.g. "contato@consultorio.com.br"',
  });
}

/** A full https address on another site. */
export function httpsAddress(field: Described): TString {
  return Type.String({
    ...described(field),
    format: "uri",
    pattern: "^https://[^\\s/?#]+([/?#]\\S*)?$",
    maxLength: textLimits.address,
    examples: ["https://www.instagram.com/dr.joao"],
    "x-widget": "string",
    "x-pattern-message": "Precisa ser um endereço completo que começa com https://, sem espaços.",
    "x-build-message": "must be a valid https address",
  });
}

/** A page of this site, such as "/" or "/catarata". The build checks that the page exists. */
export function sitePage(field: Described): TString {
  return Type.String({
    ...described(field),
    "x-site-page": true,
    // Not "//host": a browser reads that as another site.
    pattern: "^/(?!/)",
    maxLength: textLimits.address,
    "x-widget": "string",
    "x-pattern-message":
      'Precisa ser uma página deste site, começando com "/". Por exemplo: /catarata/',
    "x-build-message": 'must be a page of this site, starting with "/", e.g. "/catarata/"',
  });
}

/** The least size of a portrait, in pixels: the phone page refuses a smaller or a landscape photo. */
export interface PortraitSize {
  readonly width: number;
  readonly height: number;
}

/**
 * A photo in src/images, written as a path relative to src/content, e.g. "../images/doctor-portrait.jpg". A
 * portrait's least size is kept as a mark of the model (`x-portrait-min`), which the phone page checks a new photo
 * against before it is sent.
 */
export function photo(field: Described & { portraitAtLeast?: PortraitSize }): TString {
  const { portraitAtLeast, ...text } = field;
  return Type.String({
    ...described(text),
    ...(portraitAtLeast ? { "x-portrait-min": portraitAtLeast } : {}),
    maxLength: textLimits.address,
    // Any case: a phone names its photos IMG_1234.JPG.
    pattern:
      "^(?![a-zA-Z][a-zA-Z0-9+.-]*:)(?!/)[^\\s]+\\.([jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP])$",
    "x-widget": "image",
    "x-pattern-message": "Escolha uma foto .jpg, .jpeg, .png ou .webp.",
    "x-build-message":
      'must be the path of a .jpg, .jpeg, .png or .webp image next to this folder, e.g. "../images/doctor-portrait.jpg"',
  });
}

/**
 * A group of fields shown together (a section of a page, a card). `graphql` names the group's GraphQL type when
 * the group is shared or a list's item; other groups are named after where they stand (HomeJson.hero ->
 * HomeHero). `dependentRequired` is JSON Schema's: a field that needs another. `requiredWhenOn` names fields
 * that become required once a switch of the group is on (a review date once "Revisado pelo médico" is on).
 */
export function group<Fields extends TProperties>(
  field: Described & {
    graphql?: string;
    dependentRequired?: Record<string, string[]>;
    requiredWhenOn?: { switch: string; fields: string[] };
  },
  fields: Fields,
): TObject<Fields> {
  const { graphql, dependentRequired, requiredWhenOn, ...text } = field;
  return Type.Object(fields, {
    ...described(text),
    additionalProperties: false,
    ...(dependentRequired ? { dependentRequired } : {}),
    ...(requiredWhenOn
      ? {
          if: {
            properties: { [requiredWhenOn.switch]: { const: true } },
            required: [requiredWhenOn.switch],
          },
          // The fields are declared above; naming them here too is what Ajv's strict mode asks.
          then: {
            properties: Object.fromEntries(requiredWhenOn.fields.map((name) => [name, true])),
            required: requiredWhenOn.fields,
          },
        }
      : {}),
    ...(graphql ? { "x-graphql": graphql } : {}),
    "x-widget": "object",
  });
}

/** A list of at least `min` items, all of one kind. */
export function list<Item extends TSchema>(
  field: Described & { min: number },
  item: Item,
): TArray<Item> {
  return Type.Array(item, {
    ...described(field),
    minItems: field.min,
    maxItems: textLimits.items,
    "x-widget": "list",
  });
}

/** A field the file may leave out. */
export const optional = Type.Optional;

/** A text in Markdown (headings, lists, links, images with a description), made into HTML by the build. */
export function markdown(field: Described & ReadFor): TString {
  return Type.String({
    ...described(field),
    ...notBlank,
    maxLength: textLimits.markdown,
    ...readingTarget(field),
    "x-widget": "markdown",
  });
}

/** One choice of a closed list: the file keeps the value, the editor shows the label. */
export interface Choice<Value extends string> {
  /** What the file keeps, e.g. "catarata". */
  readonly value: Value;
  /** What the editor shows, e.g. "Catarata". */
  readonly label: string;
}

/**
 * One of a closed list of values, picked from a menu in the editor. Typed as a string, as GraphQL hands it over;
 * the JSON Schema holds the list.
 */
export function choice<Value extends string>(
  field: Described,
  choices: readonly Choice<Value>[],
): TUnsafe<string> {
  return Type.Unsafe<string>({
    ...described(field),
    type: "string",
    enum: choices.map((option) => option.value),
    "x-widget": "select",
    "x-options": choices.map(({ value, label }) => ({ value, label })),
  });
}

/** The part of a page's address a file chooses, e.g. "catarata-tem-cura" in /conteudos/catarata-tem-cura/. */
export const slugPattern = "^[a-z0-9]+(-[a-z0-9]+)*$";

/**
 * The part of a page's address that a file of a folder chooses: lower-case letters without accents, digits and
 * dashes. The editor fills it from `from` (another field of the same group, the title) when it is left empty.
 */
export function slug(field: Described & { from: string }): TString {
  return Type.String({
    ...described(field),
    pattern: slugPattern,
    maxLength: textLimits.slug,
    examples: ["catarata-tem-cura"],
    "x-widget": "string",
    "x-filled-from": field.from,
    "x-pattern-message":
      "Só letras minúsculas sem acento, números e traços entre as palavras. Por exemplo: catarata-tem-cura.",
    "x-build-message":
      'must be lower-case letters without accents, digits and dashes between words, e.g. "catarata-tem-cura"',
  });
}

/**
 * Another file of a folder (an article), named by its slug and picked from a menu of their titles. GraphQL hands
 * the page the file's node (its slug, title and summary), not the slug; the build checks that it exists.
 */
export function fileOf<Shape>(
  field: Described & { folder: string; graphql: string },
): TUnsafe<Shape> {
  return Type.Unsafe<Shape>({
    ...described(field),
    type: "string",
    pattern: slugPattern,
    maxLength: textLimits.slug,
    "x-widget": "relation",
    "x-folder": field.folder,
    "x-graphql-link": field.graphql,
    "x-pattern-message": "Escolha um dos itens da lista.",
    // The same words as a slug's: the build finds a pattern's words by the pattern.
    "x-build-message":
      'must be lower-case letters without accents, digits and dashes between words, e.g. "catarata-tem-cura"',
  });
}
