/**
 * The articles' Atom feed (RFC 4287) at /conteudos/feed.xml, written after each build (./gatsby-node.ts): one entry
 * per article, newest reviewed first, with its title, address, summary, condition and dates, by the doctor of the
 * site's settings. Pure: the build hands it the articles and writes the text.
 */
import { newestReviewedFirst } from "../../src/articles/articleList";
import { conditionOf } from "../../src/content/conditions";
import type { ArticleContent } from "../../src/content/contentTypes";
import { absoluteUrl } from "../../src/seo/structuredData";
import { feedPath, feedType } from "../../src/shared/pageAddress";
import { escapeXml } from "./xml";

/** What the feed reads of an article. */
export type FeedArticle = Pick<
  ArticleContent,
  "title" | "slug" | "summary" | "condition" | "publishedOn" | "reviewedOn" | "confirmed"
>;

/** A calendar date as Atom's date-time: the start of that day in Brazil's time (UTC-3). */
export function atomDate(day: string): string {
  return `${day}T00:00:00-03:00`;
}

/** When an article last changed, as far as a reader is concerned: its review, else its publication. */
function updatedOn(article: FeedArticle): string {
  return article.confirmed && article.reviewedOn ? article.reviewedOn : article.publishedOn;
}

/** The feed's text. */
export function atomFeed({
  siteUrl,
  title,
  subtitle,
  author,
  articles,
}: {
  /** `siteMetadata.siteUrl`. */
  siteUrl: string;
  /** The feed's name, e.g. "Conteúdos | Dr. João Silva". */
  title: string;
  /** A sentence on what it holds. */
  subtitle: string;
  /** The doctor's name. */
  author: string;
  articles: readonly FeedArticle[];
}): string {
  const sorted = [...articles].sort(newestReviewedFirst);
  const newest = sorted.map(updatedOn).sort().at(-1) ?? "2000-01-01";
  const list = absoluteUrl(siteUrl, "/conteudos");
  const entries = sorted.map((article) => {
    const url = absoluteUrl(siteUrl, `/conteudos/${article.slug}`);
    const condition = conditionOf(article.condition);
    return [
      "  <entry>",
      `    <title>${escapeXml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${atomDate(article.publishedOn)}</published>`,
      `    <updated>${atomDate(updatedOn(article))}</updated>`,
      `    <summary>${escapeXml(article.summary)}</summary>`,
      `    <category term="${escapeXml(article.condition)}" label="${escapeXml(condition?.label ?? article.condition)}"/>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR">',
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(subtitle)}</subtitle>`,
    `  <link rel="self" type="${feedType}" href="${escapeXml(absoluteUrl(siteUrl, feedPath))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(list)}"/>`,
    `  <id>${escapeXml(list)}</id>`,
    `  <updated>${atomDate(newest)}</updated>`,
    `  <author><name>${escapeXml(author)}</name><uri>${escapeXml(absoluteUrl(siteUrl, "/"))}</uri></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
