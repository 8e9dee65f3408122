/** Where the articles' pages are: the list at /conteudos/, each article at /conteudos/<slug>/. */
export const articlesPath = "/conteudos/";

/** The page of an article. */
export function articlePath(slug: string): string {
  return `${articlesPath}${slug}/`;
}
