import { editorPhrases, mergedPhrases, type Phrases } from "../../src/admin/editorLocale";

/** Decap CMS's own languages, as its bundle registers them (the version decap-cms pins). */
const decap = (name: string) =>
  jest.requireActual<{ default: Phrases }>(`decap-cms-locales/dist/esm/${name}/index.js`).default;
const english = decap("en");
const portuguese = decap("pt");

/** Every phrase of a language, by its dotted key. */
function flat(phrases: Phrases, at = ""): Map<string, string> {
  const all = new Map<string, string>();
  for (const [key, value] of Object.entries(phrases)) {
    const path = at ? `${at}.${key}` : key;
    if (typeof value === "string") all.set(path, value);
    else for (const [inner, text] of flat(value, path)) all.set(inner, text);
  }
  return all;
}

const ours = flat(editorPhrases(portuguese, "email"));

describe("editorPhrases", () => {
  it("has a Portuguese phrase for every phrase Decap CMS has in English", () => {
    const missing = [...flat(english).keys()].filter((key) => !ours.has(key));
    expect(missing).toEqual([]);
  });

  it.each<[string, string]>([
    ["editor.editorWidgets.object.expand", "Mostrar"],
    ["editor.editorWidgets.object.collapse", "Esconder"],
    ["mediaLibrary.mediaLibraryModal.close", "Fechar"],
    ["ui.settingsDropdown.account", "Opções da conta"],
    ["editor.editorControl.field.widgetLabel", "Campo"],
    ["editor.editorControlPane.widget.regexPattern", "%{fieldLabel}: %{pattern}"],
    ["ui.toast.onFailToPersist", "%{details}"],
    ["auth.loginWithGitHub", "Entrar com o seu e-mail"],
    // Decap's own phrases stay where ours say nothing.
    ["editor.editorControlPane.widget.required", "%{fieldLabel} é obrigatório."],
    ["editor.editorToolbar.publishNow", "Publicar agora"],
  ])("%s reads %s", (key, phrase) => {
    expect(ours.get(key)).toBe(phrase);
  });

  it("keeps GitHub's login button for the developer's GitHub login", () => {
    expect(flat(editorPhrases(portuguese, "github")).get("auth.loginWithGitHub")).toBe(
      "Entrar com o GitHub",
    );
  });

  it("says every message and toast in sentence case, without an error's prefix", () => {
    const messages = [...ours].filter(([key]) =>
      /^(ui\.toast|editor\.editorControlPane\.widget)\./.test(key),
    );
    expect(messages.length).toBeGreaterThan(20);
    for (const [key, text] of messages) {
      const words = text.replace(/%\{\w+\}/g, "").trim();
      expect([key, /\bError:|API_ERROR/.test(text)]).toEqual([key, false]);
      // A capital after the first letter only where a name or a new sentence begins: never a shouted line.
      expect([
        key,
        words !== "" && words === words.toUpperCase() && /\p{L}{3}/u.test(words),
      ]).toEqual([key, false]);
    }
  });
});

describe("mergedPhrases", () => {
  it.each<[string, Phrases, Phrases, Phrases]>([
    ["a phrase replaced", { a: "1", b: "2" }, { b: "3" }, { a: "1", b: "3" }],
    ["a group merged", { a: { b: "1", c: "2" } }, { a: { c: "3" } }, { a: { b: "1", c: "3" } }],
    ["a group added", { a: "1" }, { b: { c: "2" } }, { a: "1", b: { c: "2" } }],
  ])("%s", (_name, base, top, merged) => {
    expect(mergedPhrases(base, top)).toEqual(merged);
  });
});
