/**
 * The offline card (src/offline/workerNames.ts's `offlineCardPath`): what the service worker shows for a page the
 * patient never opened when there is no network. The practice's name with the doctor's CRM and RQE (CFM
 * 2.336/2023, art. 4º), the emergency line, the landline as a `tel:` link where the settings have one (a call
 * needs no internet), the WhatsApp app's own link (which needs no web page, src/booking/chatUrl.ts, and sends once
 * the internet is back), the address, the special dates coming (each line shown on its days by the worker,
 * src/offline/cardDays.ts) and the week's hours, from the content's settings. One small HTML file with its styles
 * inline and no script, downloaded once, at the worker's install.
 */
import { appChatUrl } from "../../src/booking/chatUrl";
import { reasonMessage } from "../../src/booking/reasonMessage";
import type { SiteSettings } from "../../src/content/contentTypes";
import {
  addressLine,
  displayPhone,
  exceptionDates,
  exceptionDayText,
  intervalsText,
  weekdays,
} from "../../src/content/practiceDetails";
import { crmText, rqeText } from "../../src/content/registration";
import { currentExceptions, noticeDays, showsOn } from "../../src/content/specialDates";
import { cardBoxTag, cardLineTag } from "../../src/offline/cardDays";
import { colors } from "../../src/theme/tokens";

/** What the card reads of the settings. */
export type CardSettings = Pick<
  SiteSettings,
  "doctorName" | "doctorTitle" | "crm" | "rqe" | "whatsappNumber" | "city" | "state" | "practice"
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

/**
 * The special dates still to come on `today` (the build's day), as the card's box: each line with the days it
 * shows near the booking (from 14 days before until it is over), hidden unless it shows on `today`; the worker
 * shows them again on the day it serves the card. None to come, no box.
 */
export function specialDatesBox(
  exceptions: CardSettings["practice"]["hoursExceptions"],
  today: string,
): string {
  const coming = currentExceptions(exceptions, today).map((exception) => ({
    exception,
    days: noticeDays(exception),
  }));
  if (coming.length === 0) return "";
  const lines = coming.map(
    ({ exception, days }) =>
      `${cardLineTag(days.from ?? exception.from, days.until, today)}${escapeHtml(
        `${exception.reason}, ${exceptionDates(exception)}: ${exceptionDayText(exception)}`,
      )}</li>`,
  );
  return `${cardBoxTag(coming.some(({ days }) => showsOn(days, today)))}
<h2>Horário especial nos próximos dias</h2>
<ul>
${lines.join("\n")}
</ul>
</section>
`;
}

/** The offline card's whole HTML, as of `today` (the practice's ISO day the build runs on). */
export function offlineCardHtml(settings: CardSettings, today: string): string {
  const landline = settings.practice.landline;
  const chat = appChatUrl(settings.whatsappNumber, reasonMessage());
  const e = escapeHtml;
  const reach = landline
    ? "O telefone funciona sem internet. O WhatsApp só envia a mensagem quando a internet voltar."
    : "O WhatsApp só envia a mensagem quando a internet voltar.";
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
.urgent{margin:.75rem 0;padding:.5rem .75rem;border-left:.25rem solid ${colors.danger};font-weight:700}
[hidden]{display:none}
</style>
</head>
<body>
<main>
<p class="note" role="status">A internet não respondeu, e esta página ainda não foi salva neste aparelho.</p>
<h1>${e(settings.doctorName)}</h1>
<p>${e(`${settings.doctorTitle} · ${crmText(settings)} · ${rqeText(settings)}`)}</p>
<p class="urgent" role="note">${e(settings.practice.emergency)}</p>
<p>${reach}</p>
${landline ? `<a href="tel:+${e(landline)}">Ligar: ${e(displayPhone(landline))}</a>\n` : ""}<a href="${e(chat)}">Conversar pelo WhatsApp</a>
<h2>Endereço</h2>
<p>${e(addressLine(settings))}</p>
${specialDatesBox(settings.practice.hoursExceptions, today)}<h2>Horário de atendimento</h2>
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
