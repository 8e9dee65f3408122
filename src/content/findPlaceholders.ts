/**
 * The spec withholds the practice's real details, so the content ships with marked placeholders, example
 * testimonials, figures and FAQ answers the doctor has yet to confirm. This finds those still in place, for a
 * warning at build time: what Resolução CFM 2.336/2023 asks of the page before it goes live.
 */

/** Text an editor has yet to fill in carries this mark. */
export const PLACEHOLDER_MARK = "[PREENCHER]";

/** Placeholder values that cannot carry the mark (a phone number, a URL). */
export const PLACEHOLDER_VALUES: Readonly<Record<string, string>> = {
  whatsappNumber: "5599000000000",
  socialProfileUrl: "https://www.instagram.com/",
  postalCode: "00000-000",
};

/**
 * The testimonials the site has shipped as examples, every version of them: a testimonial still saying one of these
 * (in any case, accents or punctuation, or with a word or two changed: `isExampleTestimonial`) is no patient's words,
 * and cannot be confirmed. A new example is added here
 * when it is shipped (a test holds catarata.json's to this list).
 */
export const EXAMPLE_TESTIMONIALS: readonly string[] = [
  // The examples of the first site, which promised results.
  "Voltei a ler a Bíblia sem óculos e a ver as cores das flores do meu quintal. O atendimento foi muito atencioso do começo ao fim.",
  "Eu tinha medo da cirurgia, mas foi rápida e não senti dor. Dois dias depois já estava enxergando muito melhor.",
  "Não conseguia mais dirigir à noite por causa do ofuscamento. Hoje dirijo com segurança. Recomendo a todos.",
  // Today's examples: sober, about the care, and still examples.
  "Fui bem recebida desde a primeira consulta. A equipe explicou cada etapa da cirurgia e respondeu às minhas dúvidas com calma.",
  "Eu tinha medo da cirurgia. Antes, me explicaram o que ia acontecer, e no dia eu estava mais tranquilo. Recebi as orientações do pós-operatório por escrito.",
  "O atendimento foi pontual e atencioso. Saí da consulta sabendo o que esperar e com as minhas perguntas respondidas.",
];

/** A text reduced to its words, for comparing: no accents, case or punctuation. */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * How alike two texts are, by their words: the words they share (each counted as often as both hold it, in any
 * order) over the word count of the longer one. 1 for the same words, 0 for none in common. One word changed in a
 * 20-word example leaves 0.95; the longer text is the measure, so an example buried in a long text of a patient's
 * own is not it.
 */
export function wordLikeness(a: string, b: string): number {
  const first = wordsOf(a);
  const second = wordsOf(b);
  const longer = Math.max(first.length, second.length);
  if (longer === 0) return 0;
  const counts = new Map<string, number>();
  for (const word of first) counts.set(word, (counts.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of second) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      shared += 1;
      counts.set(word, left - 1);
    }
  }
  return shared / longer;
}

/**
 * From this likeness on, a testimonial is still a shipped example: one word changed, added, dropped or moved, a
 * sentence reordered, or a few words reworded (the cases are in __tests__/content/findPlaceholders.test.ts). Below
 * it, the text is mostly the patient's own: a real testimonial about the same care shares its common words
 * ("a", "cirurgia", "consulta") with an example, and stays under 0.4.
 */
export const EXAMPLE_LIKENESS = 0.6;

/**
 * Whether `text` is one of the shipped example testimonials, or so like one that it is still the example with a
 * word or two changed (`EXAMPLE_LIKENESS`).
 */
export function isExampleTestimonial(text: string): boolean {
  return EXAMPLE_TESTIMONIALS.some((example) => wordLikeness(text, example) >= EXAMPLE_LIKENESS);
}

export interface Placeholder {
  /** Where it is, e.g. "doctorName" or "links[0].label". */
  path: string;
  /** The value in place. */
  value: string;
}

/** Every string in `content` (at any depth) that is a placeholder, with its path. */
export function findPlaceholders(content: unknown, path = ""): Placeholder[] {
  if (typeof content === "string") {
    const key = path.split(".").pop() ?? "";
    const isPlaceholder = content.includes(PLACEHOLDER_MARK) || PLACEHOLDER_VALUES[key] === content;
    return isPlaceholder ? [{ path, value: content }] : [];
  }
  if (Array.isArray(content)) {
    return content.flatMap((item, index) => findPlaceholders(item, `${path}[${index}]`));
  }
  if (content !== null && typeof content === "object") {
    return Object.entries(content).flatMap(([key, value]) =>
      findPlaceholders(value, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** What a card left unconfirmed is, and why the practice must confirm it. */
export interface Unconfirmed {
  /** What sort of card it is. */
  kind: UnconfirmedKind;
  /** Where it is, e.g. "testimonials.items[0]". */
  path: string;
  /** Which one, in the editor's words: the patient's initials, the question, the figure. */
  summary: string;
  /** What must be true before it goes live. */
  reason: string;
}

/** The sorts of card the practice confirms. */
export type UnconfirmedKind =
  "article" | "testimonial" | "faq" | "figure" | "practice" | "visit" | "privacy" | "card";

const unconfirmedKinds: readonly {
  kind: UnconfirmedKind;
  is: (card: Record<string, unknown>) => boolean;
  summary: (card: Record<string, unknown>) => string;
  reason: string;
}[] = [
  {
    kind: "article",
    is: (card) => "body" in card && "sources" in card,
    summary: (card) => `article ${JSON.stringify(card.title)}`,
    reason:
      "a draft: the doctor must read, correct and approve it, then turn on 'Revisão médica feita' with the review date",
  },
  {
    kind: "testimonial",
    is: (card) => "rating" in card,
    summary: (card) => `testimonial by ${String(card.name)}`,
    reason:
      "an example: a testimonial must be real, consented, sober and name the patient by initials only (CFM 2.336/2023, art. 14)",
  },
  {
    kind: "faq",
    is: (card) => "question" in card,
    summary: (card) => `FAQ answer to ${JSON.stringify(card.question)}`,
    reason: "a draft: the doctor must read and approve the answer",
  },
  {
    kind: "figure",
    is: (card) => "value" in card,
    summary: (card) => `figure ${JSON.stringify(`${String(card.value)} ${String(card.label)}`)}`,
    reason: "a claim: the doctor must be able to show where the figure comes from (CFM 2.336/2023)",
  },
  {
    kind: "practice",
    is: (card) => "hours" in card,
    summary: () => "the practice's details (address, hours, plans and prices)",
    reason: "still to be checked by the practice",
  },
  {
    kind: "privacy",
    is: (card) => "recipients" in card && "transferSafeguard" in card,
    summary: () =>
      "the privacy page's facts (who else receives the patients' data, the host, the transfer abroad)",
    reason: "still to be checked by the practice, with its legal adviser",
  },
  {
    kind: "visit",
    is: (card) => "examPreparation" in card,
    summary: () =>
      "what a patient should know before the visit (length, what to bring, dilation, the refraction's price)",
    reason: "still to be checked by the practice",
  },
];

/** Every card (at any depth) whose `confirmed` switch is off: examples and claims the practice has not confirmed. */
export function findUnconfirmed(content: unknown, path = ""): Unconfirmed[] {
  if (Array.isArray(content))
    return content.flatMap((item, index) => findUnconfirmed(item, `${path}[${index}]`));
  if (content === null || typeof content !== "object") return [];
  const card = content as Record<string, unknown>;
  const kind = unconfirmedKinds.find((candidate) => candidate.is(card));
  const own: Unconfirmed[] =
    card.confirmed === false
      ? [
          {
            kind: kind?.kind ?? "card",
            path: path || "(the file)",
            summary: kind?.summary(card) ?? "this card",
            reason: kind?.reason ?? "the practice must confirm it",
          },
        ]
      : [];
  return [
    ...own,
    ...Object.entries(card).flatMap(([key, value]) =>
      findUnconfirmed(value, path ? `${path}.${key}` : key),
    ),
  ];
}

/** Every object in `content` (at any depth), with its path ("testimonials.items[0]"). */
function everyCard(content: unknown, path = ""): { path: string; card: Record<string, unknown> }[] {
  if (Array.isArray(content))
    return content.flatMap((item, index) => everyCard(item, `${path}[${index}]`));
  if (content === null || typeof content !== "object") return [];
  const card = content as Record<string, unknown>;
  return [
    { path, card },
    ...Object.entries(card).flatMap(([key, value]) =>
      everyCard(value, path ? `${path}.${key}` : key),
    ),
  ];
}

/** A testimonial whose text is still a shipped example's, by its path and the name it gives. */
export interface ExampleTestimonial {
  path: string;
  name: string;
}

/** A patient's testimonial in a content file: where it is, the name it gives, and what it says. */
export interface FoundTestimonial {
  path: string;
  name: string;
  text: string;
}

/** Every testimonial (a card with stars and a text) in `content`, at any depth. */
export function testimonialsOf(content: unknown): FoundTestimonial[] {
  return everyCard(content)
    .filter(({ card }) => "rating" in card && typeof card.text === "string")
    .map(({ path, card }) => ({ path, name: String(card.name), text: card.text as string }));
}

/** Every testimonial whose text is still one of the shipped examples'. */
export function findExampleTestimonials(content: unknown): ExampleTestimonial[] {
  return testimonialsOf(content)
    .filter(({ text }) => isExampleTestimonial(text))
    .map(({ path, name }) => ({ path, name }));
}

/** What a testimonial marked real must record of the patient's written authorization (CFM 2.336/2023, art. 14). */
export type ConsentField = "consentDate" | "consentKeptAt";

/** A testimonial marked real and authorized without the record of the authorization. */
export interface UnconsentedTestimonial {
  path: string;
  name: string;
  /** The fields it lacks. */
  missing: ConsentField[];
}

/**
 * Every testimonial turned on as real and authorized ("Depoimento real e autorizado") while the date of the
 * patient's written authorization or where it is kept is empty: the switch alone records no consent.
 */
export function findUnconsentedTestimonials(content: unknown): UnconsentedTestimonial[] {
  const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";
  return everyCard(content)
    .filter(({ card }) => "rating" in card && "text" in card && card.confirmed === true)
    .map(({ path, card }) => ({
      path,
      name: String(card.name),
      missing: (["consentDate", "consentKeptAt"] as const).filter((field) => blank(card[field])),
    }))
    .filter(({ missing }) => missing.length > 0);
}

/** A figure confirmed without saying exactly what it counts or where it comes from. */
export interface UnsourcedFigure {
  path: string;
  /** The figure as the page shows it: "98% de sucesso". */
  figure: string;
  /** The fields it lacks. */
  missing: ("definition" | "source")[];
}

/**
 * Every figure (a card with a value and a label) turned on as confirmed while its definition or its source is
 * empty: a figure carries both in fields of its own, and the page shows them.
 */
export function findUnsourcedFigures(content: unknown): UnsourcedFigure[] {
  const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";
  return everyCard(content)
    .filter(({ card }) => "value" in card && "label" in card && card.confirmed === true)
    .map(({ path, card }) => ({
      path,
      figure: `${String(card.value)} ${String(card.label)}`,
      missing: (["definition", "source"] as const).filter((field) => blank(card[field])),
    }))
    .filter(({ missing }) => missing.length > 0);
}

/**
 * The build's warning for the content files: every placeholder and every unconfirmed card, file by file; no
 * lines when there is nothing left to confirm.
 */
export function placeholderWarning(files: readonly { file: string; data: unknown }[]): string[] {
  const sections = files.flatMap(({ file, data }) => {
    const lines = [
      ...findPlaceholders(data).map(({ path, value }) => `   - ${path}: ${JSON.stringify(value)}`),
      ...findUnconfirmed(data).map(
        ({ path, summary, reason }) => `   - ${path}: ${summary} is ${reason}`,
      ),
    ];
    return lines.length > 0 ? [` File: ${file}`, ...lines] : [];
  });
  if (sections.length === 0) return [];
  return [
    "",
    "==================================================================",
    " PLACEHOLDERS AND UNCONFIRMED CONTENT: replace or confirm before publishing",
    " (turn on each card's 'confirmed' switch in the editor once it is true; docs/editing-content.md, 'Antes de publicar').",
    ...sections,
    " And replace src/images/doctor-portrait.jpg with a photo of the doctor.",
    "==================================================================",
  ];
}
