/**
 * The publish gate as a production build meets it (docs/publishing-gate.md), called as the build's content gate
 * calls it (plugins/content-gate/gatsby-node.ts prints `stop` and stops): on the repo's content, and on a copy of
 * the content with every placeholder filled in and every switch ticked but the example testimonials as shipped.
 * That a real `gatsby build` stops on what the content check finds is proven once, on a real build, by
 * __tests__/site/content-error.test.mjs.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildStage, publishGate } from "../../../plugins/content-gate/publishStage";
import { fillInEverything, replacePortrait } from "../../fixtures/readyToPublish";

const repo = join(__dirname, "../../..");

/** What a production build of the project at `directory` prints before it stops, or null where it goes on. */
function productionStop(directory: string) {
  const { stop } = publishGate(directory, "production");
  return stop && stop.join("\n");
}

describe("SITE_STAGE=production", () => {
  it("on the repo's content, stops and names every item by file and field, with its rule", () => {
    const output = productionStop(repo) ?? "";
    for (const line of [
      " File: src/content/site-settings.json",
      '   - crm is the placeholder "00000 [PREENCHER]" (Resolução CFM 2.336/2023, art. 4º)',
      '   - whatsappNumber is the placeholder "5599000000000" (Resolução CFM 2.336/2023, art. 3º)',
      " File: src/content/catarata.json",
      " File: src/images/doctor-portrait.jpg",
    ])
      expect(output).toContain(line);
    expect(output).toMatch(/testimonials\.items\[0\] testimonial by .*art\. 14\)/);
    expect(output).toMatch(/hero\.stats\[0\] figure "15-20 min de cirurgia[^"]*" .*art\. 11\)/);
    // The privacy page's settings (LGPD): whose data it is, whom to ask, how long the conversation is kept.
    for (const field of [
      "controller",
      "controllerRegistration",
      "controllerAddress",
      "officer",
      "requestContact",
      "host",
      "transferSafeguard",
      "conversationRetention",
    ])
      expect(output).toMatch(
        new RegExp(
          `   - privacy\\.${field} is the placeholder .*\\(LGPD \\(Lei 13\\.709/2018\\), art\\. 9º\\)`,
        ),
      );
    // who else receives the data, the host and the transfer abroad, until the practice confirms them
    expect(output).toMatch(
      / {3}- privacy the privacy page's facts .* is still to be checked by the practice, with its legal adviser \(LGPD \(Lei 13\.709\/2018\), art\. 9º\)/,
    );
    // a draft is left out, not an item
    expect(output).not.toMatch(/File: src\/content\/artigos\//);
    // nothing is built: the build stops
    expect(productionStop(repo)).not.toBeNull();
  });

  it("on Cloudflare Pages' production branch, with no SITE_STAGE set, stops as SITE_STAGE=production does", () => {
    const onTheHost = buildStage({ CF_PAGES: "1", CF_PAGES_BRANCH: "main" });
    expect(publishGate(repo, onTheHost).stop).toEqual(publishGate(repo, "production").stop);
    expect(publishGate(repo, onTheHost).stop).not.toBeNull();
  });

  it("on a preview branch of Cloudflare Pages, goes on as a preview", () => {
    const onTheHost = buildStage({ CF_PAGES: "1", CF_PAGES_BRANCH: "ajuste-horario" });
    expect(publishGate(repo, onTheHost).stop).toBeNull();
  });

  it("a preview of the same content goes on", () => {
    expect(publishGate(repo, "preview").stop).toBeNull();
    expect(publishGate(repo, "preview").items.length).toBeGreaterThan(0);
  });

  describe("with every switch ticked and every placeholder filled in, but the example testimonials as shipped", () => {
    let copy = "";
    let output = "";

    beforeAll(async () => {
      copy = mkdtempSync(join(tmpdir(), "publish-gate-"));
      for (const folder of ["src/content", "src/images"])
        cpSync(join(repo, folder), join(copy, folder), { recursive: true });
      fillInEverything(copy);
      await replacePortrait(copy);
      output = productionStop(copy) ?? "";
    });

    afterAll(() => {
      if (copy) rmSync(copy, { recursive: true, force: true });
    });

    it("stops, naming each example testimonial by file and field, and nothing else", () => {
      const items = output.split("\n").filter((line) => /^ {3}- /.test(line));
      expect(items.map((line) => line.replace(/ is still .*$/, ""))).toEqual(
        [0, 1, 2].map(
          (index) =>
            `   - testimonials.items[${index}] testimonial by ${["M. G.", "J. R.", "A. F."][index]}`,
        ),
      );
      for (const line of items)
        expect(line).toMatch(
          /is still the shipped example's text, not a patient's own words.*\(Resolução CFM 2\.336\/2023, art\. 14\)$/,
        );
      expect(output).toContain(" File: src/content/catarata.json");
      // nothing is built: the build stops
      expect(productionStop(copy)).not.toBeNull();
    });
  });

  describe("with everything ready to publish but one testimonial", () => {
    let copy = "";
    const ownWords = "Fui atendida com atenção e tive as minhas dúvidas respondidas.";
    const testimonial = (edit: (item: Record<string, unknown>, index: number) => object) => {
      fillInEverything(copy, (name, data) => {
        if (name !== "catarata.json") return data;
        const catarata = data as { testimonials: { items: Record<string, unknown>[] } };
        catarata.testimonials.items = catarata.testimonials.items.map((item, index) => ({
          ...item,
          text: `${ownWords} (paciente nº ${index + 1})`,
          ...edit(item, index),
        }));
        return catarata;
      });
      return (productionStop(copy) ?? "").split("\n").filter((line) => /^ {3}- /.test(line));
    };

    beforeAll(async () => {
      copy = mkdtempSync(join(tmpdir(), "publish-gate-"));
      for (const folder of ["src/content", "src/images"])
        cpSync(join(repo, folder), join(copy, folder), { recursive: true });
      await replacePortrait(copy);
    });

    afterAll(() => {
      if (copy) rmSync(copy, { recursive: true, force: true });
    });

    it("goes on when every testimonial is a patient's own words, with its authorization on record", () => {
      expect(testimonial(() => ({}))).toEqual([]);
    });

    it("stops on a confirmed testimonial one word away from an example", () => {
      const example =
        "Fui bem recebida desde a primeira consulta. A equipe explicou cada etapa da cirurgia e respondeu às minhas dúvidas com calma.";
      expect(
        testimonial((item, index) =>
          index === 0 ? { text: example.replace("Fui bem", "Fui muito bem") } : {},
        ),
      ).toEqual([
        expect.stringMatching(
          /^ {3}- testimonials\.items\[0\] .*shipped example's text.*\(Resolução CFM 2\.336\/2023, art\. 14\)$/,
        ),
      ]);
    });

    it("stops on a confirmed testimonial without the date of the written authorization", () => {
      expect(testimonial((item, index) => (index === 1 ? { consentDate: undefined } : {}))).toEqual(
        [
          expect.stringMatching(
            /^ {3}- testimonials\.items\[1\] testimonial by J\. R\. is marked real and authorized without the date of the patient's written authorization \(Resolução CFM 2\.336\/2023, art\. 14\)$/,
          ),
        ],
      );
    });
  });
});
