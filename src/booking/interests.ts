/** One option of the form's "Interesse" radio group. */
export interface Interest {
  /** The phrase that goes into the chat message: "Gostaria de {value}." */
  value: string;
  /** What the visitor reads beside the radio button. */
  label: string;
}

/** The three things a visitor can ask for, in the order they are offered (spec, section 3). */
export const interests = [
  { value: "agendar consulta", label: "Agendar Consulta" },
  { value: "realizar exames", label: "Realizar Exames" },
  { value: "agendar consulta de retorno", label: "Agendar Consulta de Retorno" },
] as const satisfies readonly Interest[];

export type InterestValue = (typeof interests)[number]["value"];

/** Narrows a radio button's string value to one of the known interests. */
export function isInterestValue(value: string): value is InterestValue {
  return interests.some((interest) => interest.value === value);
}
