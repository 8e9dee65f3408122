import settings from "../../../src/content/site-settings.json";
import {
  cardPolicy,
  escapeHtml,
  hoursLines,
  offlineCardHtml,
  specialDatesBox,
  type CardSettings,
} from "../../../plugins/offline-worker/offlineCard";
import { cardOnDay } from "../../../src/offline/cardDays";
import { workerMode } from "../../../plugins/offline-worker/workerMode";

const content = settings as unknown as CardSettings;

/** The day the card is built on, in these tests: before the shipped Christmas dates come within 14 days. */
const builtOn = "2026-11-28";

describe("the offline card", () => {
  const html = offlineCardHtml(content, builtOn);

  it("names the practice, and gives its address, its hours and WhatsApp; a call only to a landline", () => {
    expect(html).toContain(`<h1>${escapeHtml(content.doctorName)}</h1>`);
    expect(html).toContain(escapeHtml(content.practice.address.street));
    expect(html).toContain("<li>Segunda-feira: 8h às 12h e 14h às 18h</li>");
    expect(html).toContain("<li>Domingo: Fechado</li>");
    // The shipped settings have no landline, and the WhatsApp number is WhatsApp's only.
    expect(html).not.toContain(`href="tel:+${content.whatsappNumber}"`);
    expect(html).not.toContain('href="tel:');
    expect(html).toContain("<p>O WhatsApp só envia a mensagem quando a internet voltar.</p>");
    expect(html).toMatch(
      new RegExp(`href="whatsapp://send\\?phone=${content.whatsappNumber}&amp;text=Ol%C3%A1`),
    );
  });

  it("calls the landline where the practice has one", () => {
    const withLandline = {
      ...content,
      practice: { ...content.practice, landline: "559835551234" },
    };
    const card = offlineCardHtml(withLandline, builtOn);
    expect(card).toContain('href="tel:+559835551234">Ligar: (98) 3555-1234</a>');
    expect(card).toContain(
      "<p>O telefone funciona sem internet. O WhatsApp só envia a mensagem quando a internet voltar.</p>",
    );
  });

  it("says what it knows: the internet did not answer, and WhatsApp needs it back", () => {
    expect(html).toContain(
      '<p class="note" role="status">A internet não respondeu, e esta página ainda não foi salva neste aparelho.</p>',
    );
    expect(html).not.toContain("continuam funcionando");
  });

  it("gives the doctor's CRM and RQE, as the rest of the site writes them (CFM 2.336/2023, art. 4º)", () => {
    const doctor = { ...content, doctorTitle: "Médica Oftalmologista", crm: "12345", rqe: "6789" };
    expect(offlineCardHtml(doctor, builtOn)).toContain(
      "<p>Médica Oftalmologista · CRM-MA 12345 · RQE 6789</p>",
    );
  });

  it("says the settings' emergency line, once", () => {
    expect(html).toContain(
      `<p class="urgent" role="note">${escapeHtml(content.practice.emergency)}</p>`,
    );
    expect(html.split(escapeHtml(content.practice.emergency))).toHaveLength(2);
  });

  it("writes the special dates still to come before the week's hours, each shown on its days", () => {
    const box = specialDatesBox(content.practice.hoursExceptions, builtOn);
    expect(box).toContain(
      '<li data-from="2026-12-11" data-until="2026-12-25" hidden>Natal, 25/12/2026: consultório fechado</li>',
    );
    expect(box).toMatch(/^<section data-special-dates hidden>/);
    expect(html.indexOf("Horário especial nos próximos dias")).toBeLessThan(
      html.indexOf("Horário de atendimento"),
    );
    // On Christmas Day, served by the worker: Christmas shows, the box shows; Christmas Eve is over.
    const onChristmas = cardOnDay(html, "2026-12-25");
    expect(onChristmas).toContain("<section data-special-dates>");
    expect(onChristmas).toContain(
      '<li data-from="2026-12-11" data-until="2026-12-25">Natal, 25/12/2026: consultório fechado</li>',
    );
    expect(onChristmas).toContain(
      '<li data-from="2026-12-10" data-until="2026-12-24" hidden>Véspera de Natal, 24/12/2026: atendimento 8h às 12h</li>',
    );
  });

  it("writes no special dates when none is still to come", () => {
    expect(specialDatesBox(content.practice.hoursExceptions, "2027-06-01")).toBe("");
    expect(offlineCardHtml(content, "2027-06-01")).not.toContain("Horário especial");
  });

  it("runs no script and fetches nothing", () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`content="${cardPolicy}"`);
    expect(html).not.toMatch(/\bsrc=|<link/);
  });

  it("stays small", () => {
    expect(Buffer.byteLength(html)).toBeLessThan(4096);
  });

  it.each([
    ['Dr. "A" & <B>', "Dr. &quot;A&quot; &amp; &lt;B&gt;"],
    ["Consultório", "Consultório"],
  ])("writes %s as %s", (text, expected) => {
    expect(escapeHtml(text)).toBe(expected);
  });

  it("lists the week from Monday", () => {
    expect(hoursLines(content.practice.hours)).toHaveLength(7);
    expect(hoursLines(content.practice.hours)[0]).toMatch(/^Segunda-feira: /);
  });
});

describe("the SERVICE_WORKER setting", () => {
  it.each([
    [undefined, "offline"],
    ["", "offline"],
    ["on", "offline"],
    ["remove", "remove"],
    [" REMOVE ", "remove"],
  ])("%j ships the %s worker", (setting, mode) => {
    expect(workerMode(setting)).toBe(mode);
  });
});
