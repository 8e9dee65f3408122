/**
 * The offline card (src/offline/workerNames.ts's `offlineCardPath`): what the service worker shows for a page the
 * patient never opened when there is no network. The practice's name, address and hours, the phone as a `tel:`
 * link and the WhatsApp app's own link (which needs no web page, src/booking/chatUrl.ts), from the content's
 * settings. One small HTML file with its styles inline and no script, downloaded once, at the worker's install.
 */
import { appChatUrl } from "../../src/booking/chatUrl";
import { reasonMessage } from "../../src/booking/reasonMessage";
import type { SiteSettings } from "../../src/content/contentTypes";
import { colors } from "../../src/theme/tokens";
import {
  addressLine,
  displayPhone,
  intervalsText,
  weekdays,
} from "../../src/content/practiceDetails";

/** What the card reads of the settings. */
export type CardSettings = Pick<
  SiteSettings,
  "doctorName" | "doctorTitle" | "whatsappNumber" | "city" | "state" | "practice"
>;

/** `text` safe inside HTML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** The card's policy, in its own <meta>: no script at all, its styles inline, nothing fetched. */
export const cardPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/** The week's hours as lines: "Segunda-feira: 8h às 12h e 14h às 18h". */
export function hoursLines(hours: CardSettings["practice"]["hours"]): string[] {
  return weekdays.map(({ key, name }) => `${name}: ${intervalsText(hours[key])}`);
}

/** The offline card's whole HTML. */
export function offlineCardHtml(settings: CardSettings): string {
  const phone = settings.practice.landline ?? settings.whatsappNumber;
  const chat = appChatUrl(settings.whatsappNumber, reasonMessage());
  const e = escapeHtml;
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${cardPolicy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sem internet · ${e(settings.doctorName)}</title>
<style>
body{margin:0;padding:1.25rem;font:1.25rem/1.5 system-ui,sans-serif;color:${colors.ink};background:${colors.surface}}
main{max-width:36rem;margin:0 auto}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 .25rem}
h2{font-size:1.25rem;margin:1.5rem 0 .25rem}
p,ul{margin:.25rem 0}
ul{padding-left:1.25rem}
a{display:block;margin:.75rem 0;padding:.75rem 1rem;border:2px solid ${colors.primary};border-radius:.5rem;color:${colors.primary};font-weight:700;text-align:center;text-decoration:none}
.note{background:${colors.surfaceTint};padding:.75rem 1rem;border-radius:.5rem}
</style>
</head>
<body>
<main>
<p class="note" role="status">Sem internet: esta página ainda não foi salva neste aparelho. O WhatsApp e o telefone continuam funcionando.</p>
<h1>${e(settings.doctorName)}</h1>
<p>${e(settings.doctorTitle)}</p>
<a href="${e(chat)}">Conversar pelo WhatsApp</a>
<a href="tel:+${e(phone)}">Ligar: ${e(displayPhone(phone))}</a>
<h2>Endereço</h2>
<p>${e(addressLine(settings))}</p>
<h2>Horário de atendimento</h2>
<ul>
${hoursLines(settings.practice.hours)
  .map((line) => `<li>${e(line)}</li>`)
  .join("\n")}
</ul>
</main>
</body>
</html>
`;
}
