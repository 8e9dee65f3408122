import settings from "../../../src/content/site-settings.json";
import {
  cardPolicy,
  escapeHtml,
  hoursLines,
  offlineCardHtml,
  type CardSettings,
} from "../../../plugins/offline-worker/offlineCard";
import { workerMode } from "../../../plugins/offline-worker/workerMode";

const content = settings as unknown as CardSettings;

describe("the offline card", () => {
  const html = offlineCardHtml(content);

  it("names the practice, and gives its address, its hours, a call and WhatsApp", () => {
    expect(html).toContain(`<h1>${escapeHtml(content.doctorName)}</h1>`);
    expect(html).toContain(escapeHtml(content.practice.address.street));
    expect(html).toContain("<li>Segunda-feira: 8h às 12h e 14h às 18h</li>");
    expect(html).toContain("<li>Domingo: Fechado</li>");
    expect(html).toContain(`href="tel:+${content.whatsappNumber}"`);
    expect(html).toMatch(
      new RegExp(`href="whatsapp://send\\?phone=${content.whatsappNumber}&amp;text=Ol%C3%A1`),
    );
  });

  it("calls the landline where the practice has one", () => {
    const withLandline = {
      ...content,
      practice: { ...content.practice, landline: "559835551234" },
    };
    expect(offlineCardHtml(withLandline)).toContain(
      'href="tel:+559835551234">Ligar: (98) 3555-1234</a>',
    );
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
