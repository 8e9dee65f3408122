import type { IGatsbyImageData } from "gatsby-plugin-image";
import { BookingButton } from "../../booking/BookingButton";
import { StaticHtml } from "../../boot/StaticHtml";
import { Icon } from "../../components/Icon";
import type { CatarataContent, SiteSettings } from "../../content/contentTypes";
import { CallToActionBand } from "../layout/CallToActionBand";
import { PageLayout } from "../layout/PageLayout";
import type { PreviewNoticeContent } from "../layout/PreviewNotice";
import { PracticeSection } from "../layout/PracticeSection";
import { SpecialDatesNotice } from "../layout/SpecialDatesNotice";
import { CONTACT_SECTION_ID, CatarataHero } from "./CatarataHero";
import { CatarataTopBar } from "./CatarataTopBar";
import { DoctorProfileSection } from "./DoctorProfileSection";
import { FactsSection } from "./FactsSection";
import { FaqSection } from "./FaqSection";
import { SymptomsSection } from "./SymptomsSection";
import { TechniqueSection } from "./TechniqueSection";
import { TestimonialsSection } from "./TestimonialsSection";
import { addressOf } from "../../shared/sitePages";

export interface CatarataViewProps {
  /** The cataract page's content (src/content/catarata.json). */
  content: CatarataContent;
  /** The site settings (src/content/site-settings.json). */
  settings: SiteSettings;
  /** The doctor's photo for the profile. */
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

/** The cataract-surgery landing page. Only the top bar, the hero and the closing band hydrate. */
export function CatarataView({
  content,
  settings,
  photo,
  currentPath,
  siteUrl,
  preview,
  today,
}: CatarataViewProps) {
  return (
    <PageLayout
      preview={preview}
      seo={content.seo}
      share={
        siteUrl
          ? { siteUrl, path: addressOf("catarata"), settings, faq: content.faq.items }
          : undefined
      }
      currentPath={currentPath}
      settings={settings}
      showRqe
      header={
        <CatarataTopBar
          doctorName={settings.doctorName}
          doctorTitle={settings.doctorTitle}
          ctaLabel={content.topBar.ctaLabel}
        />
      }
    >
      <CatarataHero
        hero={content.hero}
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
        <FactsSection facts={content.facts} />
        <SymptomsSection symptoms={content.symptoms} />
        <TechniqueSection technique={content.technique} />
        <TestimonialsSection testimonials={content.testimonials} />
        <DoctorProfileSection profile={content.profile} settings={settings} photo={photo} />
        <FaqSection faq={content.faq} />
        <PracticeSection settings={settings} tone="alt" today={today} />
      </StaticHtml>
      <CallToActionBand
        id={CONTACT_SECTION_ID}
        headingId="catarata-agendar"
        title={content.finalCta.title}
        text={content.finalCta.text}
      >
        <BookingButton reasonKey="catarata" variant="inverse" size="lg">
          <Icon name="calendar" />
          {content.finalCta.ctaLabel}
        </BookingButton>
        <BookingButton reasonKey="catarataDuvidas" variant="outlineInverse" size="lg">
          <Icon name="chat" />
          {content.finalCta.doubtsLabel}
        </BookingButton>
      </CallToActionBand>
    </PageLayout>
  );
}
