/**
 * The editor's last check before publishing: the entry as it will be written must pass the build's own
 * validation (validateContent.ts), so a publication can never break the live site's build. The form already
 * refuses most mistakes field by field; this catches what a form cannot say, such as a link's text without its
 * page. Its words name the fields by their labels in the form.
 */
import type { TSchema } from "@sinclair/typebox";
import { testimonialFindings } from "../articles/councilRules";
import { orderedLikeModel } from "../content/contentJson";
import { fieldLabels } from "../content/fieldLabels";
import { testimonialsOf } from "../content/findPlaceholders";
import { gateItems, gateLines, isArticle, isDraft } from "../content/publishGate";
import { validateContent } from "../content/validateContent";

type Schema = TSchema & Record<string, unknown>;

/** Why `data` may not be published as `fileName`, in Portuguese; undefined when it may. */
export function publishRefusal(
  fileName: string,
  data: unknown,
  model: TSchema,
): string | undefined {
  const errors = validateContent(fileName, orderedLikeModel(data, model as Schema));
  if (errors.length === 0) return undefined;
  const fields = [...new Set(errors.map((error) => fieldLabels(error.path, model)))];
  return `Não foi possível publicar. Confira: ${fields.join("; ")}.`;
}

const draftWarning =
  "Este artigo é um rascunho: ele aparece na prévia, mas fica fora do site publicado até passar pela revisão médica e ter 'Revisão médica feita' ligado. Publicar assim mesmo?";

/**
 * What "Antes de publicar" still lists for `data` as `fileName`, one line each, with the fields' labels, and each
 * testimonial's sentence that promises a result (councilRules.ts): the build only warns of those, so the staff hear
 * them here.
 */
function remainingLines(fileName: string, ordered: unknown, model: TSchema): string[] {
  const items = gateItems([{ file: `src/content/${fileName}`, data: ordered }]);
  const promises = testimonialsOf(ordered).flatMap(({ path, text }) =>
    testimonialFindings(text).map(
      ({ sentence, term }) =>
        `${fileName} › ${fieldLabels(`${path}.text`, model)}: "${sentence}" promete resultado ou exagera ("${term}"), o que a Resolução CFM 2.336/2023 (art. 14) proíbe num depoimento.`,
    ),
  );
  return [...gateLines(items, (item) => fieldLabels(item.field, model)), ...promises];
}

/**
 * What the staff read before publishing `data` as `fileName` while it still holds something of "Antes de
 * publicar" (src/content/publishGate.ts): the same list the production build stops on, in Portuguese, with the
 * fields named by their labels, and each testimonial's sentence that promises a result; or, for a draft article,
 * that the live site leaves it out. Undefined when there
 * is nothing to say. Publishing stays allowed: the preview shows the change, and the live site follows once
 * nothing remains anywhere.
 */
export function publishWarning(
  fileName: string,
  data: unknown,
  model: TSchema,
): string | undefined {
  const ordered = orderedLikeModel(data, model as Schema);
  if (isArticle(ordered) && isDraft(ordered)) return draftWarning;
  const lines = remainingLines(fileName, ordered, model);
  if (lines.length === 0) return undefined;
  return [
    "Antes de publicar, ainda falta neste arquivo:",
    ...lines.map((line) => `• ${line}`),
    "O site publicado só é atualizado quando nada disso faltar em nenhuma página (a prévia mostra a mudança antes). Publicar assim mesmo?",
  ].join("\n");
}

/** The question the editor asks before publishing, in its own dialog (src/admin/staffDialog.ts). */
export interface PublishQuestion {
  /** The dialog's heading. */
  title: string;
  /** A sentence or two: what is the matter, and what publishing does. */
  text: string;
  /** The whole list (publishWarning's text), folded away under a summary. */
  details?: { summary: string; text: string };
}

/**
 * What to ask before publishing `data` as `fileName` (publishWarning's case), short enough to read on a phone: the
 * count of what is still missing, with the whole list one tap away. Undefined when there is nothing to ask.
 */
export function publishQuestion(
  fileName: string,
  data: unknown,
  model: TSchema,
): PublishQuestion | undefined {
  const ordered = orderedLikeModel(data, model as Schema);
  if (isArticle(ordered) && isDraft(ordered))
    return { title: "Publicar este rascunho?", text: draftWarning };
  const count = remainingLines(fileName, ordered, model).length;
  if (count === 0) return undefined;
  const items = count === 1 ? "1 item" : `${count} itens`;
  return {
    title: "Publicar com itens a conferir?",
    text: `Ainda falta conferir ${items} neste arquivo. A prévia já mostra a mudança; o site publicado só muda quando nada faltar.`,
    details: {
      summary: `Ver o que falta (${items})`,
      text: publishWarning(fileName, data, model) ?? "",
    },
  };
}
