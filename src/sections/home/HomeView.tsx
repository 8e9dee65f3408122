import type { IGatsbyImageData } from "gatsby-plugin-image";
import { BookingButton } from "../../booking/BookingButton";
import { StaticHtml } from "../../boot/StaticHtml";
import { Icon } from "../../components/Icon";
import type { HomeContent, SiteSettings } from "../../content/contentTypes";
import { CallToActionBand } from "../layout/CallToActionBand";
import { PageLayout } from "../layout/PageLayout";
import type { PreviewNoticeContent } from "../layout/PreviewNotice";
import { PracticeSection } from "../layout/PracticeSection";
import { SpecialDatesNotice } from "../layout/SpecialDatesNotice";
import { VisitSection } from "../layout/VisitSection";
import { GlaucomaSection } from "./GlaucomaSection";
import { HomeHero } from "./HomeHero";
import { RefractiveErrorsSection } from "./RefractiveErrorsSection";
import { RetinaSection } from "./RetinaSection";
import { ServicesSection } from "./ServicesSection";
import { addressOf } from "../../shared/sitePages";

export interface HomeViewProps {
  /** The home page's content (src/content/home.json). */
  content: HomeContent;
  /** The site settings (src/content/site-settings.json). */
  settings: SiteSettings;
  /** The doctor's photo. */
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

/** The home page: general ophthalmology. Only the hero and the closing band, with the calls to action, hydrate. */
export function HomeView({
  content,
  settings,
  photo,
  currentPath,
  siteUrl,
  preview,
  today,
}: HomeViewProps) {
  return (
    <PageLayout
      preview={preview}
      seo={content.seo}
      share={siteUrl ? { siteUrl, path: addressOf("home"), settings } : undefined}
      heroImage={photo}
      currentPath={currentPath}
      settings={settings}
      showRqe={false}
    >
      <HomeHero
        hero={content.hero}
        settings={settings}
        photo={photo}
        notice={
          <SpecialDatesNotice
            exceptions={settings.practice.hoursExceptions}
            today={today}
            emergency={settings.practice.emergency}
          />
        }
      />
      {/* What only informs: React adopts its server HTML without hydrating it (docs/how-a-page-starts.md). */}
      <StaticHtml>
        <RefractiveErrorsSection content={content.refractive} />
        <GlaucomaSection content={content.glaucoma} />
        <RetinaSection content={content.retina} />
        <ServicesSection content={content.services} />
        <VisitSection visit={settings.visit} />
        <PracticeSection settings={settings} tone="alt" today={today} />
      </StaticHtml>
      <CallToActionBand
        title={content.closing.title}
        text={content.closing.text}
        headingId="agende"
      >
        <BookingButton reasonKey="home" variant="inverse" size="lg">
          <Icon name="calendar" />
          {content.closing.ctaLabel}
        </BookingButton>
      </CallToActionBand>
    </PageLayout>
  );
}
