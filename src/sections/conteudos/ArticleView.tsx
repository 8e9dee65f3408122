import type { IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";
import { reviewText } from "../../articles/articleText";
import { BookingButton } from "../../booking/BookingButton";
import { articleReason } from "../../booking/bookingReasons";
import { CardGrid } from "../layout/CardGrid";
import { Eyebrow } from "../../components/Eyebrow";
import { Heading } from "../../components/Heading";
import { Icon } from "../../components/Icon";
import { Section } from "../../components/Section";
import { Stack } from "../../components/Stack";
import { Text } from "../../components/Text";
import { ListenControls } from "../../listen/ListenControls";
import { conditionOf } from "../../content/conditions";
import type { ArticleContent, ConteudosContent, SiteSettings } from "../../content/contentTypes";
import { photoDescription } from "../../content/doctorWording";
import { Breadcrumbs } from "../layout/Breadcrumbs";
import { CallToActionBand } from "../layout/CallToActionBand";
import { PageLayout } from "../layout/PageLayout";
import type { PreviewNoticeContent } from "../layout/PreviewNotice";
import { SpecialDatesNotice } from "../layout/SpecialDatesNotice";
import { ArticleCard } from "./ArticleCard";
import { ArticleProse } from "./ArticleProse";
import { ArticleSources } from "./ArticleSources";
import { ReviewBox } from "./ReviewBox";
import { addressOf, sitePages, trailTo } from "../../shared/sitePages";

export interface ArticleViewProps {
  /**
   * The article (src/content/artigos/<file>.json), its related articles as GraphQL hands them over; its Markdown
   * is not needed, only the HTML made from it.
   */
  article: Omit<ArticleContent, "body">;
  /** Its body as HTML, made and sanitised at build time. */
  bodyHtml: string;
  /** The words every article shares: the closing call and the note under the text (src/content/conteudos.json). */
  conteudos: Pick<ConteudosContent, "articleCta" | "articleNote">;
  /** The site settings: the doctor who wrote and reviews the article. */
  settings: SiteSettings;
  /** The doctor's photo, beside the review line. */
  photo: IGatsbyImageData;
  /** The current path, for the footer. */
  currentPath: string;
  /** The site's address (siteMetadata.siteUrl), for canonical URLs, link previews and structured data. */
  siteUrl?: string;
  /** A preview build's notice of what is still unconfirmed (PageLayout's); none in production. */
  preview?: PreviewNoticeContent;
  /** The practice's calendar day the page was built on: special dates past by then are left out. */
  today?: string;
}

const Column = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  max-width: ${({ theme }) => theme.sizes.prose};
`;

/*
 * An article's title is a whole question or sentence, longer than a page's headline: a size smaller at every
 * width, so that on a small phone with large text a word such as "Catarata:" still fits its line.
 */
const Title = styled(Heading)`
  font-size: ${({ theme }) => theme.fontSizes.lg};

  ${({ theme }) => theme.media.xs} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes["3xl"]};
  }
`;

const Note = styled.p`
  max-width: ${({ theme }) => theme.sizes.measure};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * An article's page: where it sits, its title and summary, who reviewed it and when (or that the doctor has yet
 * to), the text, a note that it does not replace a consultation, its sources, related articles and a call to ask
 * the doctor about it, which opens the booking with the reason "Dúvidas sobre <its condition>" ("Dúvidas sobre glaucoma").
 */
export function ArticleView({
  article,
  bodyHtml,
  conteudos,
  settings,
  photo,
  currentPath,
  siteUrl,
  preview,
  today,
}: ArticleViewProps) {
  const condition = conditionOf(article.condition)?.label ?? article.condition;
  return (
    <PageLayout
      preview={preview}
      seo={{ title: article.title, description: article.summary }}
      share={
        siteUrl
          ? { siteUrl, path: addressOf("artigo", article.slug), settings, article, feed: true }
          : undefined
      }
      currentPath={currentPath}
      settings={settings}
      showRqe
    >
      <Section tone="default" aria-labelledby="artigo-titulo">
        <Column>
          <Breadcrumbs
            trail={[
              ...trailTo("conteudos").map((key) => ({
                to: addressOf(key),
                label: sitePages[key].name,
              })),
            ]}
            current={article.title}
          />
          <Stack gap={3}>
            <Eyebrow>{condition}</Eyebrow>
            <Title level={1} id="artigo-titulo">
              {article.title}
            </Title>
            <Text size="lg" tone="muted" id="artigo-resumo">
              {article.summary}
            </Text>
            <ListenControls
              targets={["artigo-titulo", "artigo-resumo", "artigo-texto", "artigo-nota"]}
              what="o artigo"
            />
          </Stack>
          <ReviewBox
            review={reviewText(article, settings)}
            photo={photo}
            photoAlt={photoDescription(settings.doctorName)}
          />
          <ArticleProse html={bodyHtml} id="artigo-texto" />
          <Note id="artigo-nota">{conteudos.articleNote}</Note>
          <ArticleSources sources={article.sources} />
        </Column>
      </Section>
      {article.related.length > 0 ? (
        <Section tone="alt" aria-labelledby="leia-tambem">
          <Stack gap={5}>
            <Heading level={2} id="leia-tambem">
              Leia também
            </Heading>
            <CardGrid $wide>
              {article.related.map((related) => (
                <ArticleCard key={related.slug} article={related} level={3} />
              ))}
            </CardGrid>
          </Stack>
        </Section>
      ) : null}
      <CallToActionBand
        headingId="artigo-duvidas"
        notice={
          <SpecialDatesNotice
            exceptions={settings.practice.hoursExceptions}
            today={today}
            emergency={settings.practice.emergency}
          />
        }
        title={conteudos.articleCta.title}
        text={conteudos.articleCta.text}
      >
        <BookingButton reason={articleReason(condition)} variant="inverse" size="lg">
          <Icon name="chat" />
          {conteudos.articleCta.ctaLabel}
        </BookingButton>
      </CallToActionBand>
    </PageLayout>
  );
}
