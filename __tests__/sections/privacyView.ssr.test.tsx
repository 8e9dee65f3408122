/**
 * The privacy page (/privacidade/) as Gatsby renders it on the server: no sentence of its text over 25 words, and
 * what the LGPD asks of a health practice said on it: the controller and its address, the encarregado or the
 * exemption claimed, the legal basis of each use, who else receives the data, the host and the transfer abroad,
 * the right to object, and that Meta receives the message when WhatsApp opens.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { ThemeProvider } from "styled-components";
import { sentencesOf } from "../../src/articles/councilRules";
import { longSentenceWords, wordsOf } from "../../src/articles/readability";
import { BookingProvider } from "../../src/booking/BookingContext";
import type { SiteSettings } from "../../src/content/contentTypes";
import { PrivacyView } from "../../src/sections/privacy/PrivacyView";
import { theme } from "../../src/theme/theme";
import { settings } from "../../stories/fixtures/content";
import { real } from "../fixtures/readyToPublish";

/**
 * The sentences a reader reads in a page's main text: each heading, paragraph and list item ends a sentence, and
 * inside them a sentence ends at ".", "!" or "?".
 */
function mainSentences(html: string): string[] {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  const text = main
    .replace(/<\/(p|li|h[1-6]|dt|dd)>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
  return sentencesOf(text).filter((sentence) => wordsOf(sentence).length > 0);
}

describe("mainSentences", () => {
  it.each<[string, string, string[]]>([
    ["outside <main>: nothing", "<p>Fora.</p>", []],
    [
      "a paragraph's two sentences",
      "<main><p>Uma frase. Outra frase!</p></main>",
      ["Uma frase.", "Outra frase!"],
    ],
    [
      "each list item and heading ends a sentence, without a full stop",
      "<main><h2>Seus direitos</h2><ul><li>saber;</li><li>corrigir</li></ul></main>",
      ["Seus direitos", "saber;", "corrigir"],
    ],
    [
      "tags inside a sentence, and entities",
      "<main><p>Fale com <a href='#'>Maria &amp; Ana</a> hoje.</p></main>",
      ["Fale com Maria & Ana hoje."],
    ],
  ])("%s", (_case, html, sentences) => {
    expect(mainSentences(html)).toEqual(sentences);
  });
});

/** The settings as a practice ready to publish has them, with the encarregado `officer` says. */
function practiceWith(officer: string): SiteSettings {
  return {
    ...settings,
    email: "contato@clinicaexemplo.com.br",
    privacy: {
      ...settings.privacy,
      controller: real.controller!,
      controllerRegistration: real.controllerRegistration!,
      controllerAddress: real.controllerAddress!,
      officer,
      requestContact: real.requestContact!,
      host: "Cloudflare, empresa dos Estados Unidos",
      transferSafeguard: real.transferSafeguard!,
      conversationRetention: real.conversationRetention!,
      confirmed: true,
    },
  };
}

const render = (shown: SiteSettings) =>
  renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <BookingProvider practiceWhatsapp={shown.whatsappNumber}>
        <PrivacyView
          settings={shown}
          currentPath="/privacidade/"
          siteUrl="https://consultorio.example"
        />
      </BookingProvider>
    </ThemeProvider>,
  );

/** The page's main text, one line a sentence. */
const text = (shown: SiteSettings) => mainSentences(render(shown)).join("\n");

describe("the privacy page", () => {
  it.each<[string, SiteSettings]>([
    ["as shipped, with its placeholders", settings],
    ["with an encarregado", practiceWith("indicado")],
    ["with the small agent's exemption", practiceWith("pequeno porte")],
  ])(`%s: no sentence over ${longSentenceWords} words`, (_case, shown) => {
    const sentences = mainSentences(render(shown));
    expect(sentences.length).toBeGreaterThan(50);
    expect(
      sentences
        .map((sentence) => ({ sentence, words: wordsOf(sentence).length }))
        .filter(({ words }) => words > longSentenceWords),
    ).toEqual([]);
  });

  it.each<[string, RegExp]>([
    ["the controller", /Quem responde pelos seus dados pessoais é Clínica de Olhos Exemplo Ltda\./],
    ["the controller's address", /Endereço: Rua Grande, 100, Centro, Bacabal \(MA\), 65700-000\./],
    ["the encarregado (art. 41)", /encarregado pelos dados \(LGPD, artigo 41\)/],
    ["the message's legal basis (art. 7º V)", /A mensagem que você manda:.*artigo 7º, inciso V\)/],
    ["the medical record's (art. 7º II)", /O prontuário:.*artigo 7º, inciso II/],
    [
      "the address's (art. 7º IX)",
      /O endereço de internet do seu aparelho:.*artigo 7º, inciso IX\)/,
    ],
    ["the address held in memory only", /ele fica só na memória do servidor/],
    ["a recipient from the settings", /O centro cirúrgico, quando você vai operar/],
    ["Meta as a recipient", /A Meta, dona do WhatsApp: para levar a mensagem e a conversa\./],
    ["the host by name", /Empresa que hospeda o site: Cloudflare, empresa dos Estados Unidos\./],
    ["the transfer abroad (art. 33)", /transferência internacional \(LGPD, artigo 33\)/],
    ["its safeguard", /A garantia dessa transferência: as cláusulas-padrão da ANPD/],
    ["the right to object (art. 18 §2º)", /se opor a um uso dos seus dados.*\(artigo 18, § 2º\)/],
    ["the message's health topic", /“Tenho dúvidas sobre glaucoma”/],
    [
      "Meta receives the message, sent or not",
      /a Meta recebe a mensagem quando o WhatsApp abre, mesmo que você não a envie/,
    ],
    ["the browser's history", /fica no histórico do seu navegador/],
  ])("says %s", (_case, said) => {
    expect(text(practiceWith("indicado"))).toMatch(said);
  });

  it.each<[string, string, RegExp, RegExp]>([
    [
      "an encarregado",
      "indicado",
      /Quem atende os seus pedidos é o encarregado pelos dados \(LGPD, artigo 41\)\./,
      /pequeno porte/,
    ],
    [
      "the exemption, with its channel",
      "pequeno porte",
      /Não há encarregado pelos dados \(LGPD, artigo 41\): quem responde é agente de pequeno porte\.\nA Resolução CD\/ANPD nº 2\/2022 \(artigo 11\) dispensa o encarregado, mas pede um canal para os seus pedidos\.\nPara perguntar ou pedir algo sobre os seus dados: Maria Souza/,
      /Quem atende os seus pedidos é o encarregado/,
    ],
    [
      "neither yet: the placeholder, for the preview",
      "[PREENCHER]",
      /Encarregado pelos dados \(LGPD, artigo 41\), ou a dispensa dele: \[PREENCHER\]\./,
      /Quem atende os seus pedidos é o encarregado/,
    ],
  ])("names %s", (_case, officer, said, notSaid) => {
    const page = text(practiceWith(officer));
    expect(page).toMatch(said);
    expect(page).not.toMatch(notSaid);
  });

  it.each([
    "Nada disso sai do seu aparelho antes de você enviar a mensagem no WhatsApp.",
    "O formulário não envia nada a este site",
    "isso vai só na mensagem que você mesmo envia",
    "nem a passa a outras empresas",
  ])("no longer says %j", (old) => {
    expect(text(practiceWith("indicado"))).not.toContain(old);
  });
});
