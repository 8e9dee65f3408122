/**
 * The list of articles on /conteudos/: grouped by the condition each is about, the newest reviewed first. An
 * article the doctor has reviewed counts from its review date; a draft comes after every reviewed one, newest
 * published first. The group with the newest article comes first, so what the doctor reviewed last leads the page.
 */
import { conditionOf } from "../content/conditions";

/** What the list needs of an article. */
export interface ListedArticle {
  readonly slug: string;
  readonly title: string;
  readonly condition: string;
  readonly publishedOn: string;
  readonly reviewedOn?: string | null;
  /** "Revisado pelo médico". */
  readonly confirmed: boolean;
}

/** One condition's articles. */
export interface ArticleGroup<Article extends ListedArticle> {
  /** The condition's value, e.g. "catarata". */
  readonly condition: string;
  /** Its name for patients, e.g. "Vista cansada (presbiopia)". */
  readonly label: string;
  readonly articles: readonly Article[];
}

/** Newest reviewed first; then drafts, newest published first; then by title. */
export function newestReviewedFirst(a: ListedArticle, b: ListedArticle): number {
  const reviewedA = a.confirmed && a.reviewedOn ? a.reviewedOn : "";
  const reviewedB = b.confirmed && b.reviewedOn ? b.reviewedOn : "";
  if (reviewedA !== reviewedB) return reviewedA > reviewedB ? -1 : 1;
  if (a.publishedOn !== b.publishedOn) return a.publishedOn > b.publishedOn ? -1 : 1;
  return a.title < b.title ? -1 : a.title > b.title ? 1 : 0;
}

/** The articles by condition, each group and each article within it newest reviewed first. */
export function articlesByCondition<Article extends ListedArticle>(
  articles: readonly Article[],
): ArticleGroup<Article>[] {
  const groups = new Map<string, Article[]>();
  for (const article of [...articles].sort(newestReviewedFirst)) {
    const group = groups.get(article.condition) ?? [];
    group.push(article);
    groups.set(article.condition, group);
  }
  return [...groups].map(([condition, grouped]) => ({
    condition,
    label: conditionOf(condition)?.label ?? condition,
    articles: grouped,
  }));
}
