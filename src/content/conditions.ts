/**
 * The eye conditions an article can be about: the value its file keeps, the name patients read (the headings of
 * the list of articles, the editor's menu) and the name of the condition for search engines (schema.org's
 * MedicalCondition). Plain data, so the pages can read the names without the content model's code. A new
 * condition is one line here; the list's order is the order of the groups on /conteudos/.
 */
export const conditions = [
  { value: "catarata", label: "Catarata", medicalCondition: "Catarata" },
  { value: "glaucoma", label: "Glaucoma", medicalCondition: "Glaucoma" },
  {
    value: "retinopatia-diabetica",
    label: "Retinopatia diabética",
    medicalCondition: "Retinopatia diabética",
  },
  {
    value: "retinopatia-hipertensiva",
    label: "Retinopatia hipertensiva",
    medicalCondition: "Retinopatia hipertensiva",
  },
  { value: "pterigio", label: "Pterígio", medicalCondition: "Pterígio" },
  {
    value: "presbiopia",
    label: "Vista cansada (presbiopia)",
    medicalCondition: "Presbiopia",
  },
  { value: "miopia", label: "Miopia", medicalCondition: "Miopia" },
  { value: "hipermetropia", label: "Hipermetropia", medicalCondition: "Hipermetropia" },
  { value: "astigmatismo", label: "Astigmatismo", medicalCondition: "Astigmatismo" },
  {
    value: "olhos-do-bebe",
    label: "Olhos do bebê",
    medicalCondition: "Doenças oculares congênitas",
  },
] as const;

/** The value a file keeps for its condition, e.g. "catarata". */
export type ConditionValue = (typeof conditions)[number]["value"];

/** The condition's entry, by the value a file keeps. */
export function conditionOf(value: string): (typeof conditions)[number] | undefined {
  return conditions.find((condition) => condition.value === value);
}
