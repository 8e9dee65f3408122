/**
 * Whatever a visitor types or pastes into the booking form reaches the practice's WhatsApp exactly as written:
 * names go through bookingMessage and chatUrl and come back out of the URL unchanged, and phones follow
 * formatPhone's one rule. Nothing a visitor can type makes either throw.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bookingMessage } from "../../src/booking/bookingMessage";
import { chatUrl } from "../../src/booking/chatUrl";
import { formatPhone } from "../../src/booking/formatPhone";
import { interests } from "../../src/booking/interests";

const practicePhone = "5599000000000";
const interest = interests[0].value;
const whatsapp = "(98) 98765-4321";

/** The name field's maxLength, read from the form itself so this test follows it if it changes. */
const nameMaxLength = (() => {
  const form = readFileSync(join(__dirname, "../../src/booking/BookingForm.tsx"), "utf8");
  const match = /name="name"[\s\S]*?maxLength=\{(\d+)\}/.exec(form);
  if (!match?.[1]) throw new Error("BookingForm.tsx: the name input's maxLength was not found");
  return Number(match[1]);
})();

/** The WhatsApp field's maxLength, read from the form itself too. */
const phoneMaxLength = (() => {
  const form = readFileSync(join(__dirname, "../../src/booking/BookingForm.tsx"), "utf8");
  const match = /name="whatsapp"[\s\S]*?maxLength=\{(\d+)\}/.exec(form);
  if (!match?.[1]) throw new Error("BookingForm.tsx: the WhatsApp input's maxLength was not found");
  return Number(match[1]);
})();

/** A number field as full as the form allows, of the same costly character as `name`. */
const worstPhone = (name: string) =>
  ([...name].at(-1) ?? "€").repeat(phoneMaxLength).slice(0, phoneMaxLength);

/** The part of the URL after `?text=`, still encoded. */
function encodedText(url: string): string {
  return url.slice(url.indexOf("?text=") + "?text=".length);
}

/** What the practice receives, as WhatsApp decodes the URL. */
function receivedText(url: string): string | null {
  return new URL(url).searchParams.get("text");
}

describe("hostile names reach the chat exactly as typed", () => {
  it.each([
    ["URL syntax", "Maria & José #1 ?x=1 %20 + 100%"],
    ["quotes", `D'Ávila "Zé"`],
    ["a script", "<script>alert(1)</script>"],
    ["HTML", '<b>Ana</b> <img src=x onerror="alert(1)"> &amp; &lt;'],
    ["emoji with joiners", "Ana 👁️‍🗨️ 👩🏽‍⚕️ 🇧🇷"],
    ["accents", "João Conceição Antônia Görß Ñúñez"],
    ["Hebrew (right to left)", "עברית"],
    ["Arabic (right to left)", "العربية"],
    ["mixed directions and a direction override", "Ana עברית \u202Eevil\u202C العربية"],
    ["spaces around the name", "   Maria Clara   "],
    ["tabs and new lines", "\tMaria\nClara\r\n"],
    ["a null and control characters", "Ana\u0000\u0007\u001B[31m"],
    ["percent-encoded text", "%3Cscript%3E %E2%82%AC %zz"],
    ["a name of the longest length allowed", "Maria ".repeat(40).slice(0, nameMaxLength)],
  ])("%s", (_case, name) => {
    const message = bookingMessage({ name, whatsapp, interest });
    expect(message).toContain(`Meu nome é ${name.trim()} e vim`);

    const url = chatUrl(practicePhone, message);
    expect(url.startsWith(`https://wa.me/${practicePhone}?text=`)).toBe(true);
    expect(encodedText(url)).not.toMatch(/[ #&+]/);
    // Only what encodeURIComponent leaves as it is (letters, digits, - _ . ! ~ * ' ( )) and %XX escapes.
    expect(encodedText(url)).toMatch(/^(?:[A-Za-z0-9\-_.!~*'()]|%[0-9A-F]{2})*$/);
    const parsed = new URL(url);
    expect(parsed.origin).toBe("https://wa.me");
    expect(parsed.pathname).toBe(`/${practicePhone}`);
    expect([...parsed.searchParams.keys()]).toEqual(["text"]);
    expect(parsed.hash).toBe("");
    expect(receivedText(url)).toBe(message);
  });

  it(`keeps the URL under 2,000 characters for the longest name (${nameMaxLength}) and number (${phoneMaxLength}) the form allows`, () => {
    // Per UTF-16 unit (what maxLength counts), a 3-byte character such as "€" or "中" costs the most once
    // encoded: 9 characters (%E2%82%AC). Emoji cost 12 per 2 units, Hebrew and accents 6 per unit.
    const worstCases = ["€", "中", "👁", "ע", "ã", "&"].map((char) =>
      char.repeat(Math.ceil(nameMaxLength / char.length)).slice(0, nameMaxLength),
    );
    for (const name of worstCases) {
      const url = chatUrl(
        practicePhone,
        bookingMessage({
          name,
          whatsapp: worstPhone(name),
          interest: "agendar consulta de retorno",
        }),
      );
      expect(url.length).toBeLessThan(2000);
      expect(receivedText(url)).toBe(
        bookingMessage({
          name,
          whatsapp: worstPhone(name),
          interest: "agendar consulta de retorno",
        }),
      );
    }
  });

  it("survives a name cut in the middle of an emoji (maxLength counts UTF-16 units)", () => {
    const name = `a${"😀".repeat(nameMaxLength)}`.slice(0, nameMaxLength);
    expect(name.at(-1)).toMatch(/[\uD800-\uDBFF]/); // a lone half of an emoji
    const message = bookingMessage({ name, whatsapp, interest });
    const url = chatUrl(practicePhone, message);
    // The broken half becomes U+FFFD (the replacement character); the rest arrives as typed.
    expect(receivedText(url)).toBe(
      message.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/g, "\uFFFD"),
    );
  });

  it("does not throw on a 5,000-character name; only the form's maxLength keeps the URL short", () => {
    const name = "ã€😀".repeat(1250);
    expect(name).toHaveLength(5000);
    const message = bookingMessage({ name, whatsapp, interest });
    const url = chatUrl(practicePhone, message);
    expect(receivedText(url)).toBe(message);
    // Documented, not a wish: without maxLength this link is about 34,000 characters, past what some
    // browsers and WhatsApp clients accept. The name input's maxLength is what keeps it under 2,000.
    expect(url.length).toBeGreaterThan(2000);
  });
});

describe("pasted phones follow formatPhone's one rule and never throw", () => {
  /** The rule from the spec (section 5), written independently of formatPhone. */
  function expectedFormat(input: string): string {
    const digits = input.replace(/\D/g, "");
    return digits.length === 11
      ? `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`
      : input;
  }

  it.each([
    [
      "with +55, brackets and a dash (13 digits: kept as pasted)",
      "+55 (98) 98765-4321",
      "+55 (98) 98765-4321",
    ],
    ["with spaces (11 digits: formatted)", "98 98765 4321", "(98) 98765-4321"],
    ["letters (kept as typed)", "abc", "abc"],
    ["nothing", "", ""],
    ["30 nines (kept as typed)", "9".repeat(30), "9".repeat(30)],
    ["already formatted", "(98) 98765-4321", "(98) 98765-4321"],
    ["with emoji around it", "📞98987654321📞", "(98) 98765-4321"],
    ["a landline (10 digits: kept as typed)", "(98) 3232-1234", "(98) 3232-1234"],
    ["a script with 11 digits in it", "<script>98987654321</script>", "(98) 98765-4321"],
    ["Arabic-Indic digits (not 0-9: kept as typed)", "٩٨٩٨٧٦٥٤٣٢١", "٩٨٩٨٧٦٥٤٣٢١"],
    ["spaces around it", "  98987654321  ", "(98) 98765-4321"],
  ])("%s", (_case, input, expected) => {
    expect(formatPhone(input)).toBe(expected);
    expect(formatPhone(input)).toBe(expectedFormat(input));
    expect(formatPhone(formatPhone(input))).toBe(formatPhone(input));
  });
});
