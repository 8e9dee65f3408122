import { portugueseVoice, type VoiceFacts } from "../../src/listen/portugueseVoice";

const voice = (name: string, lang: string, localService = true, isDefault = false): VoiceFacts => ({
  name,
  lang,
  localService,
  default: isDefault,
});

describe("portugueseVoice", () => {
  it.each([
    ["no voices", [], undefined],
    ["English only", [voice("Samantha", "en-US"), voice("Daniel", "en-GB")], undefined],
    ["Brazil's", [voice("Samantha", "en-US"), voice("Luciana", "pt-BR")], "Luciana"],
    ["Android's spelling", [voice("pt_BR-language", "pt_BR")], "pt_BR-language"],
    ["any case", [voice("Maria", "PT-br")], "Maria"],
    ["Brazil's before Portugal's", [voice("Joana", "pt-PT"), voice("Luciana", "pt-BR")], "Luciana"],
    [
      "Portugal's when it is the only one",
      [voice("Joana", "pt-PT"), voice("Anna", "de-DE")],
      "Joana",
    ],
    ["a bare 'pt'", [voice("Português", "pt")], "Português"],
    ["Portugal's before a bare 'pt'", [voice("Português", "pt"), voice("Joana", "pt-PT")], "Joana"],
    [
      "never a voice on a server (Google's, Microsoft's online ones)",
      [voice("Google português do Brasil", "pt-BR", false)],
      undefined,
    ],
    [
      "the device's own voice though a server's comes first",
      [voice("Google português do Brasil", "pt-BR", false), voice("Luciana", "pt-BR")],
      "Luciana",
    ],
    [
      "the browser's default among Brazil's",
      [voice("Felipe", "pt-BR"), voice("Luciana", "pt-BR", true, true)],
      "Luciana",
    ],
    [
      "the browser's order otherwise",
      [voice("Felipe", "pt-BR"), voice("Luciana", "pt-BR")],
      "Felipe",
    ],
    ["not a language that only starts with 'pt'", [voice("Other", "ptx")], undefined],
  ])("%s", (_name, voices, expected) => {
    expect(portugueseVoice(voices)?.name).toBe(expected);
  });
});
