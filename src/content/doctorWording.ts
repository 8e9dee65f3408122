/**
 * How the site speaks of the doctor: a man or a woman, as the settings say ("Tratamento", site-settings.json).
 * Every fixed text about the doctor is written here, once, in both forms, so that no page says "pelo médico" of a
 * woman. Plain data and pure functions: the content model reads the choices, the sections read the words.
 */

/** The forms the settings offer: the value the file keeps, and what the editor's menu shows. */
export const doctorForms = [
  { value: "masculino", label: "Médico (o médico, Dr.)" },
  { value: "feminino", label: "Médica (a médica, Dra.)" },
] as const;

/** The form of address the settings keep. */
export type DoctorForm = (typeof doctorForms)[number]["value"];

/** The words for the doctor in one form. */
export interface DoctorWords {
  /** "Médico" or "Médica": the word Resolução CFM 2.336/2023 asks for beside the CRM. */
  readonly profession: string;
  /** "Dr." or "Dra.". */
  readonly honorific: string;
  /** "pelo médico" or "pela médica". */
  readonly byTheDoctor: string;
  /** "do médico" or "da médica". */
  readonly ofTheDoctor: string;
  /** "O responsável" or "A responsável". */
  readonly theOneResponsible: string;
}

const words: Readonly<Record<DoctorForm, DoctorWords>> = {
  masculino: {
    profession: "Médico",
    honorific: "Dr.",
    byTheDoctor: "pelo médico",
    ofTheDoctor: "do médico",
    theOneResponsible: "O responsável",
  },
  feminino: {
    profession: "Médica",
    honorific: "Dra.",
    byTheDoctor: "pela médica",
    ofTheDoctor: "da médica",
    theOneResponsible: "A responsável",
  },
};

/**
 * The words for the doctor in the form the settings keep. A value the model does not know (a file edited by hand
 * before the build's validation runs) reads as masculine, the form of the site's first settings.
 */
export function doctorWords(form: string | null | undefined): DoctorWords {
  return form === "feminino" ? words.feminino : words.masculino;
}

/** The masculine phrases a text written of "o médico" uses, and each one's feminine. */
const feminineOf: Readonly<Record<string, string>> = {
  o: "a",
  O: "A",
  do: "da",
  Do: "Da",
  pelo: "pela",
  Pelo: "Pela",
  ao: "à",
  Ao: "À",
  no: "na",
  No: "Na",
};

/**
 * A text written of the doctor as "o médico" (the staff's guide, docs/guia-da-equipe.md), in the settings' form:
 * for a woman, "o médico" is "a médica", "do médico" "da médica", "pelo médico" "pela médica", and so on, the words
 * apart on one line or two. Every other word stays: a field's label ("Foto do(a) médico(a)"), "Médico" or "Médica"
 * quoted, "revisão médica".
 */
export function inDoctorForm(text: string, form: string | null | undefined): string {
  if (doctorWords(form) === words.masculino) return text;
  return text.replace(
    /(^|[^\p{L}\p{N}])(o|O|do|Do|pelo|Pelo|ao|Ao|no|No)(\s+)médico(?![\p{L}\p{N}(-])/gu,
    (_, before: string, article: string, space: string) =>
      `${before}${feminineOf[article]}${space}médica`,
  );
}

/**
 * The description of the doctor's photo, for those who cannot see it: built from the settings' name, so it never
 * speaks of another doctor, nor of a man when the doctor is a woman ("Foto de Dra. Ana Souza").
 */
export function photoDescription(doctorName: string): string {
  return `Foto de ${doctorName.trim()}`;
}

/** A draft article's main line: "Texto em revisão pelo médico" or "Texto em revisão pela médica". */
export function draftStatus(form: string | null | undefined): string {
  return `Texto em revisão ${doctorWords(form).byTheDoctor}`;
}

/**
 * A draft article's byline: that it is a draft awaiting the doctor's review. It names no author, no CRM and no date,
 * since the doctor has not yet read it.
 */
export function draftByline(form: string | null | undefined): string {
  return `Este texto é um rascunho e aguarda a revisão ${doctorWords(form).ofTheDoctor}.`;
}

/** The list's note under a reviewed article: "Revisado pelo médico em 10 de março de 2026". */
export function reviewedNote(form: string | null | undefined, when: string): string {
  return `Revisado ${doctorWords(form).byTheDoctor} em ${when}`;
}

/**
 * "Médico" or "Médica" with the specialty, as the footer of every page writes it beside the CRM. The title the
 * staff wrote is kept when it starts with the right word ("Médica Oftalmologista"); a title with the other word has
 * it replaced ("Médico Oftalmologista" for a woman becomes "Médica Oftalmologista"), and a title with neither gets
 * the word before it ("Oftalmologista" becomes "Médica · Oftalmologista"): the word is never missing nor wrong.
 */
export function professionLine(form: string | null | undefined, doctorTitle: string): string {
  const { profession } = doctorWords(form);
  const title = doctorTitle.trim();
  const word = /^m[ée]dic[oa](?![\p{L}])/iu;
  if (word.test(title)) return title.replace(word, profession);
  return title ? `${profession} · ${title}` : profession;
}

/** A field of the settings written in the other form than "Tratamento" says. */
export interface FormMismatch {
  /** The field: "doctorName" or "doctorTitle". */
  readonly path: string;
  /** What is wrong and how to fix it, for the build's list and the editor. */
  readonly rule: string;
}

/**
 * The name and the title written in the other form than the settings' "Tratamento" ("Dr." for a woman,
 * "Médica Oftalmologista" for a man): the footer, the profile and the structured data would contradict each other.
 */
export function formMismatches(settings: {
  readonly doctorForm?: unknown;
  readonly doctorName?: unknown;
  readonly doctorTitle?: unknown;
}): FormMismatch[] {
  if (settings.doctorForm !== "masculino" && settings.doctorForm !== "feminino") return [];
  const own = doctorWords(settings.doctorForm);
  const other = doctorWords(settings.doctorForm === "feminino" ? "masculino" : "feminino");
  const name = typeof settings.doctorName === "string" ? settings.doctorName.trim() : "";
  const title = typeof settings.doctorTitle === "string" ? settings.doctorTitle.trim() : "";
  const startsWith = (text: string, word: string) =>
    new RegExp(`^${word.replace(".", "\\.")}(?![\\p{L}])`, "iu").test(text);
  const form = `"${settings.doctorForm}"`;
  return [
    startsWith(name, other.honorific)
      ? {
          path: "doctorName",
          rule: `starts with "${other.honorific}" but doctorForm (Tratamento) is ${form}: write "${own.honorific}", or change Tratamento`,
        }
      : null,
    startsWith(title, other.profession)
      ? {
          path: "doctorTitle",
          rule: `starts with "${other.profession}" but doctorForm (Tratamento) is ${form}: write "${own.profession}", or change Tratamento`,
        }
      : null,
  ].filter((mismatch): mismatch is FormMismatch => mismatch !== null);
}
