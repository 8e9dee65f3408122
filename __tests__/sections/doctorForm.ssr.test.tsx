/**
 * With the settings' form of address set to feminine, no page speaks of the doctor as a man. Each page's view is
 * rendered as Gatsby renders it on the server (react-dom/server, with the head Helmet collects: title, share tags
 * and structured data), with the site's own content and a woman's settings.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ReactElement } from "react";
import { Helmet } from "react-helmet";
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "styled-components";
import { articleBodyHtml } from "../../src/articles/articleBody";
import { BookingProvider } from "../../src/booking/BookingContext";
import type { SiteSettings } from "../../src/content/contentTypes";
import { AccessibilityView } from "../../src/sections/accessibility/AccessibilityView";
import { CatarataView } from "../../src/sections/catarata/CatarataView";
import { ArticleListView } from "../../src/sections/conteudos/ArticleListView";
import { ArticleView } from "../../src/sections/conteudos/ArticleView";
import { HomeView } from "../../src/sections/home/HomeView";
import { LinksView } from "../../src/sections/links/LinksView";
import { NotFoundView } from "../../src/sections/not-found/NotFoundView";
import { PrivacyView } from "../../src/sections/privacy/PrivacyView";
import { theme } from "../../src/theme/theme";
import {
  article,
  articleFiles,
  catarata,
  conteudos,
  home,
  links,
  settings,
} from "../../stories/fixtures/content";

const photo: IGatsbyImageData = {
  layout: "constrained",
  width: 448,
  height: 597,
  images: { fallback: { src: "/retrato.jpg" } },
};

/** The site's settings, for a woman, as the staff would fill them in. */
function settingsFor(form: "masculino" | "feminino"): SiteSettings {
  return form === "feminino"
    ? {
        ...settings,
        doctorForm: "feminino",
        doctorName: "Dra. Ana Souza",
        doctorTitle: "Médica Oftalmologista",
        crm: "54321",
        rqe: "9876",
      }
    : {
        ...settings,
        doctorForm: "masculino",
        doctorName: "Dr. João Silva",
        doctorTitle: "Médico Oftalmologista",
        crm: "12345",
        rqe: "6789",
      };
}

const siteUrl = "https://consultorio.example";

/** Every page's view, as its Gatsby page hands it the content. */
function pages(doctor: SiteSettings): [string, ReactElement][] {
  const articles = articleFiles.map((file) => article(file.slug));
  const reviewed = { ...article("glaucoma"), confirmed: true, reviewedOn: "2026-11-20" };
  return [
    [
      "/",
      <HomeView content={home} settings={doctor} photo={photo} currentPath="/" siteUrl={siteUrl} />,
    ],
    [
      "/catarata/",
      <CatarataView
        content={catarata}
        settings={doctor}
        photo={photo}
        currentPath="/catarata/"
        siteUrl={siteUrl}
      />,
    ],
    [
      "/links/",
      <LinksView
        content={links}
        settings={doctor}
        photo={photo}
        currentPath="/links/"
        siteUrl={siteUrl}
      />,
    ],
    [
      "/privacidade/",
      <PrivacyView settings={doctor} currentPath="/privacidade/" siteUrl={siteUrl} />,
    ],
    [
      "/acessibilidade/",
      <AccessibilityView settings={doctor} currentPath="/acessibilidade/" siteUrl={siteUrl} />,
    ],
    [
      "/conteudos/",
      <ArticleListView
        content={conteudos}
        articles={[...articles, reviewed]}
        settings={doctor}
        currentPath="/conteudos/"
        siteUrl={siteUrl}
      />,
    ],
    ...[...articles, reviewed].map((shown): [string, ReactElement] => [
      `/conteudos/${shown.slug}/${shown.confirmed ? " (revisado)" : ""}`,
      <ArticleView
        article={shown}
        bodyHtml={articleBodyHtml(shown.body)}
        conteudos={conteudos}
        settings={doctor}
        photo={photo}
        currentPath={`/conteudos/${shown.slug}/`}
        siteUrl={siteUrl}
      />,
    ]),
    ["404", <NotFoundView path="/pagina-antiga" settings={doctor} />],
  ];
}

/** The page's markup and head, as text a visitor or a crawler reads (tags out, entities decoded). */
function rendered(page: ReactElement): string {
  const body = renderToString(
    <ThemeProvider theme={theme}>
      <BookingProvider practiceWhatsapp={settings.whatsappNumber}>{page}</BookingProvider>
    </ThemeProvider>,
  );
  const head = Helmet.renderStatic();
  const html = [head.title.toString(), head.meta.toString(), head.script.toString(), body].join(
    "\n",
  );
  return html
    .replace(/<[^>]*?(?:content|alt|aria-label|title)="([^"]*)"[^>]*>/g, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

// React's development build warns that a layout effect does nothing on the server; Gatsby's production render
// does not, and the links page's toggle means it (it keeps a <details> the visitor opened before hydration open).
beforeAll(() => {
  const report = console.error.bind(console);
  jest.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (String(message).includes("useLayoutEffect does nothing on the server")) return;
    report(message, ...rest);
  });
});

afterAll(() => jest.restoreAllMocks());

describe("the doctor's form of address on every page", () => {
  const woman = settingsFor("feminino");
  it.each(pages(woman))("%s never speaks of a woman as a man", (_path, page) => {
    const text = rendered(page);
    expect(text).toContain("Dra. Ana Souza");
    expect(text).not.toMatch(/pelo médico/i);
    expect(text).not.toMatch(/O médico ainda vai/i);
    expect(text).not.toMatch(/\bDr\. /);
    expect(text).not.toMatch(/O responsável pelo site/);
  });

  it.each(pages(woman))("%s names her a Médica, with her CRM, in the footer", (_path, page) => {
    expect(rendered(page)).toMatch(/Médica Oftalmologista · CRM-MA 54321/);
  });

  it("the drafts and the reviewed article say it of her", () => {
    const list = pages(woman).find(([path]) => path === "/conteudos/")?.[1];
    if (!list) throw new Error("no list of articles");
    const text = rendered(list);
    expect(text).toContain("Texto em revisão pela médica");
    expect(text).toContain("Revisado pela médica em 20 de novembro de 2026");
  });

  it("a man's settings still read as before", () => {
    const man = settingsFor("masculino");
    const list = pages(man).find(([path]) => path === "/conteudos/")?.[1];
    if (!list) throw new Error("no list of articles");
    expect(rendered(list)).toContain("Texto em revisão pelo médico");
  });
});
