/**
 * What a form says under a field whose value breaks a rule of the content model, in the plain Portuguese of the
 * model's own words: the rules themselves stay the JSON Schemas' (validateContent.ts's `contentBreaks`); this only
 * words each kind of break for the person at the field, with the field's own message where the model gives one
 * (`x-pattern-message`: "Hora e minutos com dois números cada, por exemplo 08:00 ou 13:30.").
 */
import type { TSchema } from "@sinclair/typebox";
import type { DateAndHourRule } from "./dateAndHourRules";
import { schemaAt } from "./fieldLabels";

/** A broken rule, as `contentBreaks` reports it: the field's readable path and the kind of rule. */
export interface FieldBreak {
  /** The field, e.g. "practice.hours.saturday[0].closes"; "" for the file as a whole. */
  readonly path: string;
  /**
   * JSON Schema's keyword ("pattern", "required", "minItems"...), "form" (the doctor's words), or a rule on days and
   * hours ("closesAfterOpens"...).
   */
  readonly keyword: string;
}

/** What the person reads when the field's own message is missing. */
export const fallbackMessage = "Confira o que foi escrito neste campo.";

/**
 * The sentence under the field for `found`, in the words of the field's `model`. `value` is what the field holds:
 * left empty, a field with a format is told to be filled in, not how its format goes.
 */
export function fieldMessage(found: FieldBreak, model: TSchema, value?: unknown): string {
  const schema = schemaAt(found.path, model);
  const own = typeof schema?.["x-pattern-message"] === "string" ? schema["x-pattern-message"] : "";
  if (value === "" && ["pattern", "format", "minLength"].includes(found.keyword))
    return "Preencha este campo.";
  switch (found.keyword) {
    case "required":
    case "dependentRequired":
      return "Preencha este campo.";
    case "minLength":
      return "Não pode ficar em branco.";
    case "pattern":
    case "format":
      return own || fallbackMessage;
    case "minItems": {
      const least = typeof schema?.minItems === "number" ? schema.minItems : 1;
      return least === 1 ? "Ponha pelo menos um item." : `Ponha pelo menos ${least} itens.`;
    }
    case "maxLength":
      return typeof schema?.maxLength === "number"
        ? `Texto longo demais: no máximo ${schema.maxLength.toLocaleString("pt-BR")} letras e espaços.`
        : fallbackMessage;
    case "maxItems":
      return typeof schema?.maxItems === "number"
        ? `Itens demais: no máximo ${schema.maxItems}.`
        : fallbackMessage;
    case "minimum":
    case "maximum": {
      const minimum = schema?.minimum;
      const maximum = schema?.maximum;
      return typeof minimum === "number" && typeof maximum === "number"
        ? `Use um número de ${minimum} a ${maximum}.`
        : fallbackMessage;
    }
    case "enum":
      return "Escolha uma das opções da lista.";
    case "type":
      return "Escreva de novo: o site não lê o que está neste campo.";
    case "additionalProperties":
      return "Este campo não faz parte do site: avise o desenvolvedor.";
    case "form":
      return 'Escreva na mesma forma do campo "Tratamento": Dr. ou Dra., Médico ou Médica.';
    default:
      return Object.hasOwn(dateAndHourMessages, found.keyword)
        ? dateAndHourMessages[found.keyword as DateAndHourRule]
        : fallbackMessage;
  }
}

/** What the person reads under a field that breaks a rule on days and hours (./dateAndHourRules.ts). */
export const dateAndHourMessages: Readonly<Record<DateAndHourRule, string>> = {
  calendarDate: "Esta data não existe no calendário.",
  closesAfterOpens: "O horário de fechar precisa ser depois do de abrir.",
  untilNotBeforeFrom: "A data final não pode ser antes da data inicial.",
  oneEntryPerDate: "Esta data já está na lista.",
  pastDate: "Esta data já passou.",
};
