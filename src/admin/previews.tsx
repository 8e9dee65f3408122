/**
 * The editor's preview pane: each entry is drawn by the site's own views (HomeView, CatarataView, LinksView) with
 * the site's theme, so the staff see the page as patients will while they type. The editor runs its own React;
 * each preview is a small component of the editor's React that hands its box to a React 18 root of the site's.
 */
import type { TSchema } from "@sinclair/typebox";
import { Component, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { Helmet } from "react-helmet";
import { StyleSheetManager, ThemeProvider } from "styled-components";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { articleBodyHtml, bodyProblems, type BodyImage } from "../articles/articleBody";
import { scoreTexts } from "../articles/readability";
import { BookingProvider } from "../booking/BookingContext";
import type {
  ArticleContent,
  CatarataContent,
  ConteudosContent,
  HomeContent,
  LinksContent,
  SiteSettings,
} from "../content/contentTypes";
import conteudosFile from "../content/conteudos.json";
import { artigo as articleModel } from "../content/model/artigo";
import { catarata as catarataModel } from "../content/model/catarata";
import linksFile from "../content/links.json";
import { withEmptyLists } from "../content/emptyLists";
import { practiceDay } from "../content/specialDates";
import settingsFile from "../content/site-settings.json";
import portrait from "../images/doctor-portrait.jpg";
import { CatarataView } from "../sections/catarata/CatarataView";
import { ArticleView } from "../sections/conteudos/ArticleView";
import { HomeView } from "../sections/home/HomeView";
import { LinksView } from "../sections/links/LinksView";
import { baseCss } from "../root/baseCss";
import { addressOf, type PreviewedPage } from "../shared/sitePages";
import { theme } from "../theme/theme";
import type { EditorReact, PreviewTemplateProps } from "./decapCms";
import { ReadabilityPanel } from "./ReadabilityPanel";

// The views set the page's title and share tags through react-helmet; in the editor that would retitle the
// editor's own tab, so Helmet is kept from touching the document.
Helmet.canUseDOM = false;

/** A photo as the views take it: gatsby-plugin-image's data, reduced to one image file. */
export function previewPhoto(src: string): IGatsbyImageData {
  return { layout: "constrained", width: 448, height: 597, images: { fallback: { src } } };
}

/** The settings the page previews use: the published file's (the settings entry previews its own). */
const { photo: _photo, $schema: _schema, ...publishedSettings } = settingsFile;
const settings: SiteSettings = publishedSettings;

interface PreviewBoundaryState {
  failed: boolean;
}

/** While a required field is empty the page cannot be drawn: say so, and try again on the next change. */
class PreviewBoundary extends Component<
  { children: ReactNode; data: unknown },
  PreviewBoundaryState
> {
  state: PreviewBoundaryState = { failed: false };

  static getDerivedStateFromError(): PreviewBoundaryState {
    return { failed: true };
  }

  componentDidUpdate(previous: { data: unknown }) {
    if (this.state.failed && previous.data !== this.props.data) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="status" style={{ padding: theme.space[5], fontSize: theme.fontSizes.lg }}>
        A pré-visualização volta quando todos os campos obrigatórios estiverem preenchidos.
      </p>
    );
  }
}

/**
 * What a preview draws from the entry being edited, as the site would show it on `today` (the practice's calendar
 * day): special dates already past are left out, those of the next 14 days are said near the booking.
 */
export type DrawPreview = (
  data: unknown,
  assetUrl: (path: string) => string,
  today: string,
) => ReactNode;

/** Adds the site's base style to the preview's document once. */
function addBaseStyle(document: Document) {
  if (document.getElementById("global-style")) return;
  const style = document.createElement("style");
  style.id = "global-style";
  style.textContent = baseCss();
  document.head.append(style);
  document.documentElement.lang = "pt-BR";
}

/**
 * A preview template for the editor: a component of the editor's React whose box is drawn by a root of the
 * site's React, with styled-components writing into the preview frame's own document. The entry is drawn as it
 * will be written, its empty lists as [] (emptyLists.ts): a special date just added with no hours is a closed day.
 */
export function previewTemplate(
  { createClass, h }: EditorReact,
  draw: DrawPreview,
  model: TSchema,
) {
  return createClass({
    componentDidMount(this: PreviewInstance) {
      if (!this.box) return;
      addBaseStyle(this.box.ownerDocument);
      this.root = createRoot(this.box);
      this.paint();
    },
    componentDidUpdate(this: PreviewInstance) {
      this.paint();
    },
    componentWillUnmount(this: PreviewInstance) {
      const root = this.root;
      // The site's root is unmounted after the editor's React has finished its own work.
      setTimeout(() => root?.unmount(), 0);
    },
    paint(this: PreviewInstance) {
      if (!this.box || !this.root) return;
      const data = withEmptyLists(this.props.entry.getIn(["data"])?.toJS() ?? {}, model);
      const assetUrl = (path: string) => this.props.getAsset(path)?.toString() ?? path;
      this.root.render(
        <StyleSheetManager target={this.box.ownerDocument.head}>
          <ThemeProvider theme={theme}>
            <BookingProvider practiceWhatsapp={settings.whatsappNumber}>
              <PreviewBoundary data={data}>
                {draw(data, assetUrl, practiceDay(Date.now()))}
              </PreviewBoundary>
            </BookingProvider>
          </ThemeProvider>
        </StyleSheetManager>,
      );
    },
    render(this: PreviewInstance) {
      return h("div", {
        ref: (box: HTMLDivElement | null) => {
          this.box = box;
        },
      });
    },
  });
}

interface PreviewInstance {
  props: PreviewTemplateProps;
  box?: HTMLDivElement | null;
  root?: Root;
  paint(): void;
}

const photo = previewPhoto(portrait);

/**
 * The preview of each page the editor has an entry for, by the page's key in the registry (src/shared/sitePages.ts,
 * whose `editorEntry` names the entry it is drawn for): a page given an entry there without a preview here, or a
 * preview here for no such page, does not compile.
 */
export const pagePreviews = {
  home: (data, _assetUrl, today) => (
    <HomeView
      content={data as HomeContent}
      settings={settings}
      photo={photo}
      currentPath={addressOf("home")}
      today={today}
    />
  ),
  // Above the page, the readability of each FAQ answer against its target (the build prints the same).
  catarata: (data, _assetUrl, today) => (
    <>
      <ReadabilityPanel texts={scoreTexts(catarataModel, data)} />
      <CatarataView
        content={data as CatarataContent}
        settings={settings}
        photo={photo}
        currentPath={addressOf("catarata")}
        today={today}
      />
    </>
  ),
  links: (data, _assetUrl, today) => (
    <LinksView
      content={data as LinksContent}
      settings={settings}
      photo={photo}
      currentPath={addressOf("links")}
      today={today}
    />
  ),
  // An article, drawn by the page's own view from its Markdown, made into HTML and sanitised as the build does,
  // under the readability of its text. Its related articles are other files, which the preview does not read: the
  // form lists them.
  artigo: (data, assetUrl, today) => {
    const { body = "", ...article } = data as Partial<ArticleContent>;
    const photos = new Map<string, BodyImage>(
      bodyProblems(body, { sitePages: new Set() }).images.map((path) => [
        path,
        { src: assetUrl(path), width: 960, height: 640, sources: [] },
      ]),
    );
    return (
      <>
        <ReadabilityPanel texts={scoreTexts(articleModel, data)} />
        <ArticleView
          article={{ ...(article as ArticleContent), related: [] }}
          bodyHtml={articleBodyHtml(body, photos)}
          conteudos={conteudosFile as ConteudosContent}
          settings={settings}
          photo={photo}
          currentPath={addressOf("artigo", article.slug ?? "")}
          today={today}
        />
      </>
    );
  },
} satisfies Record<PreviewedPage, DrawPreview>;

/** The settings entry's preview: the settings show on every page; the links page shows most of them. */
export const settingsPreview: DrawPreview = (data, assetUrl, today) => {
  const { photo: photoPath, ...edited } = data as SiteSettings & { photo?: string };
  return (
    <LinksView
      content={linksFile as LinksContent}
      settings={edited}
      photo={photoPath ? previewPhoto(assetUrl(photoPath)) : photo}
      currentPath={addressOf("links")}
      today={today}
    />
  );
};
