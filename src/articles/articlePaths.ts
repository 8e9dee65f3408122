import { addressOf } from "../shared/sitePages";

/** Where the articles' pages are: the list at /conteudos/, each article at /conteudos/<slug>/ (the page registry's). */
export const articlesPath = addressOf("conteudos");

/** The page of an article. */
export function articlePath(slug: string): string {
  return addressOf("artigo", slug);
}
