/**
 * The web editor at /admin (Decap CMS), as a staff member uses it on their own machine: the built editor, served
 * by the host's own runtime with its headers (SITE_URL), talking to decap-server (the local backend) over a copy of
 * src/content and src/images in a temporary folder, so the repo's files are never touched. Publishing a changed
 * testimonial writes the file, which still passes the build's validation; a mistake is refused in the form and
 * never reaches the file. The patients' pages carry none of the editor.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { runnerImport } from "vite";
import {
  contentPages,
  freePort,
  launchChromium,
  openFullEditor,
  photoFieldShowsPortrait,
  siteUrl,
} from "./siteKit.mjs";
import { directive } from "../../scripts/lib/headers.mjs";

/** Where the editor looks for decap-server, which the tests' copy answers instead. */
const localBackend = "http://localhost:8081";

let workDir;
let backend;
let backendUrl;
let site;
let browser;
let validateContent;
let contentJson;
let catarataModel;
let settingsModel;

async function waitFor(url, timeoutMs = 20_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

before(async () => {
  ({
    module: { validateContent },
  } = await runnerImport("./src/content/validateContent.ts"));
  ({
    module: { contentJson },
  } = await runnerImport("./src/content/contentJson.ts"));
  ({
    module: { catarata: catarataModel, siteSettings: settingsModel },
  } = await runnerImport("./src/content/contentModel.ts"));
  workDir = await mkdtemp(join(tmpdir(), "editor-"));
  await cp("src/content", join(workDir, "src/content"), { recursive: true });
  await cp("src/images", join(workDir, "src/images"), { recursive: true });
  const port = await freePort();
  backendUrl = `http://127.0.0.1:${port}`;
  backend = spawn("node_modules/.bin/decap-server", [], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: workDir,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  await waitFor(`${backendUrl}/api/v1`);
  site = { url: siteUrl() };
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  backend?.kill("SIGTERM");
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/**
 * Answers, with `answer`, every question the editor asks in its own dialog before publishing (what "Antes de
 * publicar" still lists), as a staff member would: opening "Ver o que falta" to read the list, then "Publicar assim
 * mesmo" or "Voltar sem publicar". Each question's list (or, with none, its text) is kept in `questions`, the
 * browser's own boxes in `boxes` (there should be none). Returns what stops the watch.
 */
function answerQuestions(page, answer, questions, boxes) {
  let watching = true;
  page.on("dialog", (box) => {
    boxes.push(box.message());
    void box.dismiss();
  });
  void (async () => {
    const dialog = page.getByRole("dialog", { name: /^Publicar/ });
    while (watching && !page.isClosed()) {
      if (await dialog.isVisible().catch(() => false)) {
        const more = dialog.getByText(/^Ver o que falta/);
        let text = await dialog.getByRole("paragraph").first().innerText();
        if (await more.isVisible()) {
          await more.click();
          const lines = (await dialog.getByRole("group").innerText()).split("\n").filter(Boolean);
          text = lines.slice(1).join("\n");
        }
        questions.push(text);
        await dialog
          .getByRole("button", { name: answer ? "Publicar assim mesmo" : "Voltar sem publicar" })
          .click();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })().catch(() => {});
  return () => {
    watching = false;
  };
}

/**
 * The editor in a fresh browser, logged in to the local backend, recording policy complaints and errors, and the
 * questions it asks before publishing, each answered with `answer` (answerQuestions).
 */
async function openEditor({ answer = true, viewport = { width: 1280, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport });
  await context.route(`${localBackend}/**`, async (route) => {
    try {
      const response = await route.fetch({
        url: route.request().url().replace(localBackend, backendUrl),
      });
      await route.fulfill({ response });
    } catch (error) {
      // The test closed the page while one of the editor's requests was on its way: nobody waits for its answer.
      if (!/disposed|closed/i.test(String(error))) throw error;
    }
  });
  const page = await context.newPage();
  const complaints = [];
  const errors = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) complaints.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  const questions = [];
  const boxes = [];
  // answer: null leaves the questions to the test.
  if (answer !== null) context.on("close", answerQuestions(page, answer, questions, boxes));
  else page.on("dialog", (box) => boxes.push(box.message()));
  await openFullEditor(page, `${site.url}/admin/`);
  await page.getByRole("button", { name: "Entrar" }).click();
  return { context, page, complaints, errors, questions, boxes };
}

/**
 * The editor at 1280 px for the checks that only read it, booted once for all of them (a boot of Decap CMS is some
 * 3 s of Chromium's work): each check starts from the list of collections, and the editor is closed with the
 * file's browser.
 */
let reader;
async function readOnlyEditor() {
  if (!reader) reader = await openEditor({ answer: null });
  else await reader.page.goto(`${site.url}/admin/#/`);
  await reader.page.getByRole("link", { name: /Dados do consultório/ }).waitFor();
  return reader;
}

/** Unfolds the list whose folded summary reads `summary` (e.g. "3 depoimentos", or a pattern). */
async function unfoldList(page, summary) {
  const list = page
    .locator("div")
    .filter({ has: page.getByText(summary, { exact: typeof summary === "string" }) })
    .last();
  await list.getByRole("button", { name: "Mostrar" }).click();
}

/** The catarata entry, with its testimonials unfolded. */
async function openTestimonials(page) {
  await page.getByRole("link", { name: /Página da catarata/ }).click();
  await unfoldList(page, "3 depoimentos");
}

async function publish(page) {
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByRole("menuitem", { name: "Publicar agora" }).click();
}

/**
 * Makes a mistake in the editor (`edit`), publishes, and expects the editor to say `message` and the content file
 * to stay as it was.
 */
async function expectRefused(file, message, edit) {
  const { context, page } = await openEditor();
  const onDisk = () => readFile(join(workDir, "src/content", file), "utf8");
  const before = await onDisk();
  await edit(page);
  await publish(page);
  await page.getByText(message, { exact: typeof message === "string" }).waitFor();
  // Time for a write that should not happen.
  await page.waitForTimeout(500);
  assert.equal(await onDisk(), before);
  await context.close();
}

const catarataOnDisk = async () => readFile(join(workDir, "src/content/catarata.json"), "utf8");
const settingsOnDisk = async () =>
  readFile(join(workDir, "src/content/site-settings.json"), "utf8");

describe("the web editor at /admin", () => {
  it("is served with its own policy, out of search engines", async () => {
    const response = await fetch(`${site.url}/admin/`);
    assert.equal(response.status, 200);
    const csp = response.headers.get("content-security-policy") ?? "";
    // Its own policy only: no block of the patients' (with its script hashes) matches it.
    assert.doesNotMatch(csp, /sha256-/);
    assert.doesNotMatch(directive(csp, "script-src") ?? "", /unsafe-inline/);
    assert.equal(directive(csp, "frame-ancestors"), "'none'");
    assert.equal(response.headers.get("x-robots-tag"), "noindex, nofollow");
    assert.equal(response.headers.get("cross-origin-opener-policy"), "same-origin-allow-popups");
    // Without its slash, the same policy.
    const bare = await fetch(`${site.url}/admin`, { redirect: "manual" });
    assert.equal(bare.headers.get("content-security-policy"), csp);
    const html = await response.text();
    assert.match(html, /<html lang="pt-BR">/);
    assert.match(html, /<meta name="robots" content="noindex, nofollow"/);
  });

  it("a changed testimonial, published, is written to the file, which still validates", async () => {
    const { context, page, complaints, errors, questions } = await openEditor();
    const before = JSON.parse(await catarataOnDisk());
    await openTestimonials(page);
    const newText = "Voltei a ler o jornal sem óculos, uma semana depois da cirurgia.";
    await page.getByRole("textbox", { name: "O que o paciente diz" }).nth(1).fill(newText);
    // The preview pane draws the real section as the staff types.
    const preview = page.frameLocator("iframe").first();
    await preview.getByText(newText).waitFor();
    // Above the page, the readability of every FAQ answer, each at its target.
    await preview
      .getByText(`Leitura: os ${before.faq.items.length} textos estão na meta.`)
      .waitFor();
    await publish(page);
    await page.getByText("Publicado", { exact: true }).waitFor();

    const written = await catarataOnDisk();
    const expected = structuredClone(before);
    expected.testimonials.items[1].text = newText;
    // Nothing else changed, down to the order of the keys: the file reads as before but for that one line.
    assert.equal(written, contentJson(expected, catarataModel));
    assert.deepEqual(validateContent("catarata.json", JSON.parse(written)), []);
    // Before publishing, the staff read what the page still lacks before it can go live, and chose to publish.
    assert.equal(questions.length, 1);
    assert.match(questions[0], /^Antes de publicar, ainda falta neste arquivo:/);
    assert.match(
      questions[0],
      /catarata\.json › Depoimentos › Depoimentos › nº 2: depoimento de exemplo.*\(Resolução CFM 2\.336\/2023, art\. 14\)/,
    );
    // And that the new words promise a result.
    assert.match(
      questions[0],
      /nº 2 › O que o paciente diz: "Voltei a ler o jornal sem óculos, uma semana depois da cirurgia\." promete resultado ou exagera \("sem óculos"\)/,
    );
    assert.deepEqual(complaints, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("declining the list of what is still missing publishes nothing", async () => {
    const { context, page, questions } = await openEditor({ answer: false });
    const before = await catarataOnDisk();
    await openTestimonials(page);
    await page
      .getByRole("textbox", { name: "O que o paciente diz" })
      .nth(0)
      .fill("Texto que não deve ser publicado.");
    await publish(page);
    await page.getByText(/Nada foi publicado/).waitFor();
    await page.waitForTimeout(500);
    assert.equal(await catarataOnDisk(), before);
    assert.equal(questions.length, 1);
    await context.close();
  });

  it("a new article, written in the editor, is drawn by the site's own article view and saved as its file", async () => {
    const { context, page, complaints, errors } = await openEditor();
    await page.getByRole("link", { name: "Artigos" }).click();
    await page.getByRole("link", { name: "Criar uma entrada do tipo Artigo" }).click();
    const title = "Miopia: por que a visão de longe fica embaçada";
    await page.getByRole("textbox", { name: "Título" }).fill(title);
    await page
      .getByRole("textbox", { name: "Resumo" })
      .fill("Quem tem miopia enxerga bem de perto e mal de longe. Veja como se corrige.");
    // The menu of conditions, as a keyboard user picks from it.
    const condition = page.getByRole("combobox", { name: "Assunto" });
    await condition.focus();
    await condition.pressSequentially("Miopia");
    await page.keyboard.press("Enter");
    await page.getByRole("option", { name: "Miopia" }).waitFor({ state: "detached" });
    const body = page.locator("[data-slate-editor]");
    await body.click();
    await page.keyboard.type("Na miopia, a imagem se forma antes da retina.");
    await page.getByRole("button", { name: "Adicionar fontes" }).click();
    await page.getByRole("textbox", { name: "Nome da fonte" }).fill("Ministério da Saúde: Miopia");
    await page
      .getByRole("textbox", { name: "Endereço da fonte" })
      .fill("https://www.gov.br/saude/pt-br");
    await page.getByRole("textbox", { name: "Data de publicação" }).fill("2026-11-24");
    const preview = page.frameLocator("iframe").first();
    await preview.getByRole("heading", { level: 1, name: title }).waitFor();
    await preview.getByText("Na miopia, a imagem se forma antes da retina.").waitFor();
    // Above the article, its text's reading ease against its target.
    await preview
      .getByText(/^Leitura: nota -?\d+ \((muito fácil|fácil|difícil|muito difícil)\), /)
      .waitFor();
    await publish(page);
    await page.getByText("Publicado", { exact: true }).waitFor();
    const file = join(
      workDir,
      "src/content/artigos/miopia-por-que-a-visao-de-longe-fica-embacada.json",
    );
    const written = JSON.parse(await readFile(file, "utf8"));
    assert.equal(written.slug, "miopia-por-que-a-visao-de-longe-fica-embacada");
    assert.equal(written.title, title);
    assert.equal(written.condition, "miopia");
    assert.equal(written.confirmed, false);
    assert.deepEqual(written.related, []);
    assert.deepEqual(
      validateContent("artigos/miopia-por-que-a-visao-de-longe-fica-embacada.json", written),
      [],
    );
    assert.deepEqual(complaints, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("shows the practice's details and the confirmation switches with Portuguese labels and hints", async () => {
    const { page } = await readOnlyEditor();
    await page.getByRole("link", { name: /Dados do consultório/ }).click();
    await page.getByRole("textbox", { name: "Número do WhatsApp" }).waitFor();
    // Decap adds "(opcional)" to an optional field's label itself.
    // The doctor's own fields name no one form of address: the staff may work for a man or a woman.
    for (const label of [
      "Nome, com Dr. ou Dra.",
      "Título profissional",
      "Rua e número",
      "Bairro",
      "CEP",
      "Link do mapa (opcional)",
    ])
      assert.ok(await page.getByRole("textbox", { name: label }).isVisible(), label);
    for (const words of [
      "Onde e quando atendemos",
      "Horário de atendimento",
      "Segunda-feira",
      "Domingo",
      "Datas especiais",
      "Convênios aceitos",
      "Atende particular",
      "Valor da consulta",
      "Aceita novos pacientes",
      "Dados conferidos pelo consultório",
      // Hints.
      "Em branco, o site faz o link do mapa com o endereço.",
      "A Resolução CFM 2.336/2023 permite divulgar o valor.",
    ])
      assert.ok(await page.getByText(words, { exact: false }).first().isVisible(), words);

    const catarataEntry = await readOnlyEditor();
    await openTestimonials(catarataEntry.page);
    assert.ok(
      await catarataEntry.page
        .getByText("Depoimento real e autorizado", { exact: true })
        .first()
        .isVisible(),
    );
    assert.ok(
      await catarataEntry.page
        .getByText(/art\. 14/)
        .first()
        .isVisible(),
    );
  });

  it("a changed Saturday closing time, published, is written to the file, which still validates", async () => {
    const { context, page, complaints, errors } = await openEditor();
    const before = JSON.parse(await settingsOnDisk());
    await page.getByRole("link", { name: /Dados do consultório/ }).click();
    await unfoldList(page, "1 sábado");
    await page.getByRole("textbox", { name: "Fecha às" }).fill("11:30");
    await publish(page);
    await page.getByText("Publicado", { exact: true }).waitFor();

    const written = await settingsOnDisk();
    const expected = structuredClone(before);
    expected.practice.hours.saturday[0].closes = "11:30";
    assert.equal(written, contentJson(expected, settingsModel));
    assert.deepEqual(validateContent("site-settings.json", JSON.parse(written)), []);
    assert.deepEqual(complaints, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("a holiday closure (a special date with no hours) previews as closed and publishes at 1280 px, its hours written as []", async () => {
    const { context, page, complaints, errors, questions, boxes } = await openEditor();
    const before = JSON.parse(await settingsOnDisk());
    // A day a month ahead, so that the preview, which leaves out the dates already past, still shows it.
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const [year, month, date] = day.split("-");
    await page.getByRole("link", { name: /Dados do consultório/ }).click();
    await unfoldList(page, /^\d+ datas especiais$/);
    await page.getByRole("button", { name: "Adicionar datas especiais" }).click();
    await page.getByRole("textbox", { name: "Data", exact: true }).last().fill(day);
    await page.getByRole("textbox", { name: "Motivo" }).last().fill("Feriado municipal");
    // The preview draws the new date as a closed day, though no "Horários nesta data" was ever opened.
    const preview = page.frameLocator("iframe").first();
    const row = preview
      .locator("div")
      .filter({ has: preview.getByText(`${date}/${month}/${year} (Feriado municipal)`) })
      .last();
    await row.getByText("Fechado", { exact: true }).waitFor();
    await publish(page);
    await page.getByText("Publicado", { exact: true }).waitFor();

    const written = await settingsOnDisk();
    const expected = structuredClone(before);
    expected.practice.hoursExceptions.push({
      from: day,
      reason: "Feriado municipal",
      intervals: [],
    });
    assert.equal(written, contentJson(expected, settingsModel));
    assert.deepEqual(validateContent("site-settings.json", JSON.parse(written)), []);
    // The one question (the settings still hold example data) came in the editor's own dialog.
    assert.equal(questions.length, 1);
    assert.deepEqual(boxes, []);
    assert.deepEqual(complaints, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("asks before publishing in its own short dialog, the whole list one tap away", async () => {
    const { context, page, boxes } = await openEditor({ answer: null });
    await openTestimonials(page);
    await page
      .getByRole("textbox", { name: "O que o paciente diz" })
      .nth(0)
      .fill("Texto que não deve ser publicado.");
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByRole("menuitem", { name: "Publicar agora" }).click();
    const dialog = page.getByRole("dialog", { name: "Publicar com itens a conferir?" });
    await dialog.waitFor();
    // What it says before "Ver o que falta" is opened: a heading, a sentence, the buttons.
    const shown = await dialog.innerText();
    assert.ok(shown.length < 300, `${shown.length} characters: ${shown}`);
    assert.match(shown, /Ainda falta conferir \d+ itens neste arquivo\./);
    assert.ok(await dialog.getByRole("button", { name: "Publicar assim mesmo" }).isVisible());
    assert.deepEqual(boxes, [], "no browser box");
    await dialog.getByRole("button", { name: "Voltar sem publicar" }).click();
    await page.getByText(/Nada foi publicado/).waitFor();
    await context.close();
  });

  it("says what is wrong with a field in sentence case, and a refusal without 'Error:'", async () => {
    const { context, page } = await openEditor();
    await page.getByRole("link", { name: /Dados do consultório/ }).click();
    await page.getByRole("textbox", { name: "Número do WhatsApp" }).fill("55989876543ab");
    await publish(page);
    // The words as the staff read them on screen (innerText follows the style's capitals).
    const message = page.getByText(/^Número do WhatsApp: Só números/);
    await message.waitFor();
    assert.equal(
      await message.innerText(),
      "Número do WhatsApp: Só números: 55, o DDD e o número, sem espaços nem traços. Por exemplo: 5598987654321.",
    );
    await context.close();
    const home = await openEditor();
    await home.page.getByRole("link", { name: /Página inicial/ }).click();
    await unfoldList(home.page, "4 cartões de serviços");
    await home.page
      .getByRole("textbox", { name: "Texto do link (opcional)" })
      .first()
      .fill("Saiba mais");
    await publish(home.page);
    const refusal = home.page.getByText(/Não foi possível publicar\. Confira:/);
    await refusal.waitFor();
    assert.match(
      await refusal.innerText(),
      /^Não foi possível publicar\. Confira: Outros serviços/,
    );
    await home.context.close();
  });

  it("names every icon button in Portuguese, as the accessibility tree gives them", async () => {
    const { context, page } = await readOnlyEditor();
    await page.getByRole("link", { name: /Dados do consultório/ }).click();
    await page.getByRole("textbox", { name: "Número do WhatsApp" }).waitFor();
    await unfoldList(page, /^\d+ datas especiais$/);
    await page.getByRole("button", { name: 'Esconder "2026-12-24"' }).waitFor();
    const cdp = await context.newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const buttons = nodes
      .filter((node) => !node.ignored && node.role?.value === "button")
      .map((node) => String(node.name?.value ?? "").trim());
    // 24 list items on this page, each with three icon buttons, and the groups' and lists' own.
    assert.ok(buttons.length > 90, `${buttons.length} buttons`);
    assert.deepEqual(
      buttons.filter(
        (name) => name === "" || /\b(Expand|Collapse|Close|Remove|field|Account)\b/i.test(name),
      ),
      [],
    );
    for (const name of [
      'Mostrar "08:00"',
      'Apagar "14:00"',
      'Mudar a ordem de "Pix"',
      "Esconder",
      "Mostrar",
    ])
      assert.ok(buttons.includes(name), `${name} in ${buttons.join(" | ")}`);
    // An article's form, with the Markdown editor's toolbar and its switch.
    await page.goto(`${site.url}/admin/#/collections/artigos`);
    await page
      .getByRole("link", { name: /Catarata/ })
      .first()
      .click();
    await page.getByRole("switch", { name: "Escrever em Markdown" }).waitFor();
    const { nodes: article } = await cdp.send("Accessibility.getFullAXTree");
    assert.deepEqual(
      article
        .filter((node) => !node.ignored && ["button", "switch"].includes(node.role?.value))
        .map((node) => String(node.name?.value ?? "").trim())
        .filter((name) => name === "" || /\b(Expand|Collapse|Close|Remove|Toggle)\b/i.test(name)),
      [],
    );
  });

  it("shows the current photo in its field", async () => {
    const { page } = await readOnlyEditor();
    assert.ok(await photoFieldShowsPortrait(page), "the field shows the doctor's portrait");
  });

  it("links to the staff's guide and the phone page, and on a phone says the full editor does not fit there", async () => {
    const { context, page } = await openEditor({ viewport: { width: 360, height: 740 } });
    const bar = page.getByRole("complementary", { name: "Ajuda do editor" });
    const help = bar.getByRole("link", { name: "Ajuda" });
    assert.equal(await help.getAttribute("href"), "/admin/ajuda/");
    assert.equal(await help.getAttribute("target"), "_blank");
    await bar.getByText("O editor completo não cabe no celular").waitFor();
    assert.equal(
      await bar.getByRole("link", { name: "Página do celular" }).getAttribute("href"),
      "/admin/consultorio/",
    );
    await context.close();
    // At the desk, the guide and the phone page, without the sentence.
    const desk = await readOnlyEditor();
    const deskBar = desk.page.getByRole("complementary", { name: "Ajuda do editor" });
    await deskBar.getByRole("link", { name: "Ajuda" }).waitFor();
    assert.ok(await deskBar.getByRole("link", { name: "Página do celular" }).isVisible());
    assert.equal(
      await deskBar.getByText("O editor completo não cabe no celular").isVisible(),
      false,
    );
  });

  it("refuses a closing time written 11h30, saying how to write it", async () => {
    await expectRefused(
      "site-settings.json",
      /Hora e minutos com dois números cada/,
      async (page) => {
        await page.getByRole("link", { name: /Dados do consultório/ }).click();
        await unfoldList(page, "1 sábado");
        await page.getByRole("textbox", { name: "Fecha às" }).fill("11h30");
      },
    );
  });

  it("refuses a rating of 7 in the form, and the file keeps its rating", async () => {
    await expectRefused("catarata.json", "Estrelas deve estar entre 1 e 5.", async (page) => {
      await openTestimonials(page);
      await page.getByRole("spinbutton", { name: "Estrelas" }).first().fill("7");
    });
  });

  it("refuses a WhatsApp number with letters, saying how to write it", async () => {
    await expectRefused(
      "site-settings.json",
      /Só números: 55, o DDD e o número, sem espaços nem traços/,
      async (page) => {
        await page.getByRole("link", { name: /Dados do consultório/ }).click();
        await page.getByRole("textbox", { name: "Número do WhatsApp" }).fill("55989876543ab");
      },
    );
  });

  it("refuses an empty required field, saying which", async () => {
    await expectRefused("catarata.json", "Botão de agendar é obrigatório.", async (page) => {
      await page.getByRole("link", { name: /Página da catarata/ }).click();
      await page.getByRole("textbox", { name: "Botão de agendar" }).first().fill("");
    });
  });

  it("refuses what the form cannot see but the build would (a link's text without its page)", async () => {
    await expectRefused(
      "home.json",
      /Não foi possível publicar\. Confira: Outros serviços › Cartões de serviços › nº 1 › Página do link/,
      async (page) => {
        await page.getByRole("link", { name: /Página inicial/ }).click();
        await unfoldList(page, "4 cartões de serviços");
        await page
          .getByRole("textbox", { name: "Texto do link (opcional)" })
          .first()
          .fill("Saiba mais");
      },
    );
  });
});

describe("the patients' pages", () => {
  it("carry none of the editor: no link to it, no script of it", async () => {
    for (const { path } of contentPages) {
      const html = await (await fetch(site.url + path)).text();
      assert.doesNotMatch(html, /\/admin|decap/i, path);
    }
    const scripts = (await readdir("public")).filter((name) => name.endsWith(".js"));
    for (const name of scripts) {
      const code = await readFile(join("public", name), "utf8");
      assert.doesNotMatch(code, /decap|registerPreviewTemplate/i, name);
    }
  });
});
