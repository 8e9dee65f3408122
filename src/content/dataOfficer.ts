/**
 * Who answers the patients' requests about their data (LGPD, Lei 13.709/2018, art. 41): an encarregado the
 * controller named, or none, claimed as the exemption of a small processing agent (Resolução CD/ANPD nº 2/2022,
 * art. 11), which still asks for a channel to the patients. The settings ship the placeholder, so that the publish
 * gate holds the live site until the practice says which.
 */
import { PLACEHOLDER_MARK } from "./findPlaceholders";

export const dataOfficerChoices = [
  { value: PLACEHOLDER_MARK, label: "Ainda não escolhido" },
  { value: "indicado", label: "Indicado: o consultório tem um encarregado" },
  {
    value: "pequeno porte",
    label: "Dispensado: agente de pequeno porte (Resolução CD/ANPD nº 2/2022, art. 11)",
  },
] as const;

/** What the settings say of the encarregado. */
export type DataOfficer = (typeof dataOfficerChoices)[number]["value"];
