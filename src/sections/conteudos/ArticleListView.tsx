import type { IGatsbyImageData } from "gatsby-plugin-image";
import { articlesByCondition, type ListedArticle } from "../../articles/articleList";
import { longDate } from "../../articles/articleText";
import { BookingButton } from "../../booking/BookingButton";
import { Heading } from "../../components/Heading";
import { Icon } from "../../components/Icon";
import { Section } from "../../components/Section";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import type { ArticleLink, ConteudosContent, SiteSettings } from "../../content/contentTypes";
import { draftStatus, reviewedNote } from "../../content/doctorWording";
import { Breadcrumbs } from "../layout/Breadcrumbs";
import { CallToActionBand } from "../layout/CallToActionBand";
import { CardGrid } from "../layout/CardGrid";
import { PageLayout } from "../layout/PageLayout";
import type { PreviewNoticeContent } from "../layout/PreviewNotice";
import { SpecialDatesNotice } from "../layout/SpecialDatesNotice";
import { ArticleCard } from "./ArticleCard";
import { addressOf } from "../../shared/sitePages";

/** What the list shows of each article. */
export type ArticleSummary = ArticleLink & ListedArticle;

export interface ArticleListViewProps {
  /** The list page's words (src/content/conteudos.json). */
  content: ConteudosContent;
  /** Every article. */
  articles: readonly ArticleSummary[];
  /** The site settings. */
  settings: SiteSettings;
  /** The doctor's photo (unused on this page; every content page's frame hands it over). */
  photo?: IGatsbyImageData;
  /** The current path, for the footer. */
  currentPath: string;
  /** The site's address (siteMetadata.siteUrl), for canonical URLs, link previews and structured data. */
  siteUrl?: string;
  /** A preview build's notice of what is still unconfirmed (PageLayout's); none in production. */
  preview?: PreviewNoticeContent;
  /** The practice's calendar day the page was built on: special dates past by then are left out. */
  today?: string;
}

/** The line under an article's summary: when the doctor reviewed it, or that the review is still to come. */
function reviewNote(article: ArticleSummary, doctorForm: string): string {
  return article.confirmed && article.reviewedOn
    ? reviewedNote(doctorForm, longDate(article.reviewedOn))
    : draftStatus(doctorForm);
}

/** /conteudos/: the articles, grouped by the condition each is about, the newest reviewed first. */
export function ArticleListView({
  content,
  articles,
  settings,
  currentPath,
  siteUrl,
  preview,
  today,
}: ArticleListViewProps) {
  const groups = articlesByCondition(articles);
  return (
    <PageLayout
      preview={preview}
      seo={content.seo}
      share={siteUrl ? { siteUrl, path: addressOf("conteudos"), settings, feed: true } : undefined}
      currentPath={currentPath}
      settings={settings}
      showRqe
    >
      <Section tone="default" aria-labelledby="conteudos-titulo">
        <Stack gap={7}>
          <Stack gap={4}>
            <Breadcrumbs trail={[{ to: "/", label: "Início" }]} current="Conteúdos" />
            <Heading level={1} id="conteudos-titulo">
              {content.title}
            </Heading>
            <Text size="lg" tone="muted">
              {content.intro}
            </Text>
          </Stack>
          {groups.map((group) => (
            <Stack
              gap={4}
              as="section"
              key={group.condition}
              aria-labelledby={`assunto-${group.condition}`}
            >
              <Heading level={2} id={`assunto-${group.condition}`}>
                {group.label}
              </Heading>
              <CardGrid $wide>
                {group.articles.map((article) => (
                  <ArticleCard
                    key={article.slug}
                    article={article}
                    level={3}
                    note={reviewNote(article, settings.doctorForm)}
                  />
                ))}
              </CardGrid>
            </Stack>
          ))}
        </Stack>
      </Section>
      <CallToActionBand
        headingId="conteudos-duvidas"
        notice={
          <SpecialDatesNotice
            exceptions={settings.practice.hoursExceptions}
            today={today}
            emergency={settings.practice.emergency}
          />
        }
        title={content.articleCta.title}
        text={content.articleCta.text}
      >
        <BookingButton reasonKey="conteudos" variant="inverse" size="lg">
          <Icon name="chat" />
          {content.articleCta.ctaLabel}
        </BookingButton>
      </CallToActionBand>
    </PageLayout>
  );
}
