import type { ReactNode } from "react";
import styled from "styled-components";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useExamPreparation } from "../../booking/ExamPreparation";
import { HydrationMeasure } from "../../boot/HydrationMeasure";
import { StaticHtml } from "../../boot/StaticHtml";
import type { Seo, SiteSettings } from "../../content/contentTypes";
import { useListenControls } from "../../listen/useListenControls";
import { PageMeta, type PageShare } from "./PageMeta";
import { PreviewNotice, type PreviewNoticeContent } from "./PreviewNotice";
import { SiteFooter, type SiteFooterProps } from "./SiteFooter";

export interface PageLayoutProps extends SiteFooterProps {
  /** The settings: the footer's, and what the practice says about preparing for exams, for the booking. */
  settings: SiteFooterProps["settings"] & Partial<Pick<SiteSettings, "visit">>;
  /** The page's sections. */
  children: ReactNode;
  /** A bar above the main content (the cataract page's top bar). */
  header?: ReactNode;
  /** The page's title and description. */
  seo: Seo;
  /** The photo above the fold, preloaded at high priority. */
  heroImage?: IGatsbyImageData;
  /** Canonical URL, link previews and structured data of a published page. */
  share?: PageShare;
  /** A preview build's notice of what is still unconfirmed; pages set it from the build, and only a preview has one. */
  preview?: PreviewNoticeContent;
}

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  top: ${({ theme }) => theme.space[3]};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  &:focus {
    outline: none;
  }
`;

/**
 * The frame of every page: title and description, a skip link for keyboard users, the main content and the shared
 * footer, which React adopts without hydrating it (src/boot/StaticHtml.tsx). The page's hydration is measured to its
 * commit here (HydrationMeasure), every page having this frame.
 */
export function PageLayout({
  children,
  header,
  seo,
  heroImage,
  share,
  preview,
  ...footer
}: PageLayoutProps) {
  useExamPreparation(footer.settings.visit?.examPreparation);
  useListenControls(footer.currentPath);
  return (
    <>
      <PageMeta
        seo={seo}
        siteName={footer.settings.doctorName}
        heroImage={heroImage}
        share={share}
        preview={Boolean(preview)}
      />
      <SkipLink href="#conteudo">Pular para o conteúdo</SkipLink>
      {preview ? <PreviewNotice notice={preview} doctorForm={footer.settings.doctorForm} /> : null}
      {header}
      <Main id="conteudo" tabIndex={-1}>
        {children}
      </Main>
      <StaticHtml>
        <SiteFooter {...footer} />
      </StaticHtml>
      <HydrationMeasure />
    </>
  );
}
