import {
  doctorForms,
  doctorWords,
  inDoctorForm,
  draftByline,
  draftStatus,
  formMismatches,
  photoDescription,
  professionLine,
  reviewedNote,
} from "../../src/content/doctorWording";

describe("doctorWords: the words for the doctor in each form", () => {
  it.each<[string | null | undefined, string, string, string, string]>([
    ["masculino", "Médico", "Dr.", "pelo médico", "do médico"],
    ["feminino", "Médica", "Dra.", "pela médica", "da médica"],
    // A value the model does not know reads as the settings' first form.
    [undefined, "Médico", "Dr.", "pelo médico", "do médico"],
    ["outro", "Médico", "Dr.", "pelo médico", "do médico"],
  ])("%s", (form, profession, honorific, byTheDoctor, ofTheDoctor) => {
    expect(doctorWords(form)).toMatchObject({
      profession,
      honorific,
      byTheDoctor,
      ofTheDoctor,
    });
  });

  it("offers every form it has words for, in the editor's menu", () => {
    expect(doctorForms.map(({ value }) => value)).toEqual(["masculino", "feminino"]);
    for (const { value, label } of doctorForms)
      expect(label).toContain(doctorWords(value).profession);
  });
});

describe("the fixed texts about the doctor", () => {
  it.each<[string, string, string, string]>([
    [
      "masculino",
      "Texto em revisão pelo médico",
      "Este texto é um rascunho e aguarda a revisão do médico.",
      "Revisado pelo médico em 10 de março de 2026",
    ],
    [
      "feminino",
      "Texto em revisão pela médica",
      "Este texto é um rascunho e aguarda a revisão da médica.",
      "Revisado pela médica em 10 de março de 2026",
    ],
  ])("%s", (form, status, byline, reviewed) => {
    expect(draftStatus(form)).toBe(status);
    expect(draftByline(form)).toBe(byline);
    expect(reviewedNote(form, "10 de março de 2026")).toBe(reviewed);
  });
});

describe("photoDescription: the photo described by the settings' name, never by fixed words", () => {
  it.each<[string, string]>([
    ["Dra. Ana Souza", "Foto de Dra. Ana Souza"],
    ["Dr. João Silva", "Foto de Dr. João Silva"],
    ["  Dra. Maria  ", "Foto de Dra. Maria"],
  ])("%s", (name, description) => {
    expect(photoDescription(name)).toBe(description);
  });
});

describe("professionLine: 'Médico' or 'Médica' is never missing nor wrong", () => {
  it.each<[string, string, string]>([
    ["masculino", "Médico Oftalmologista", "Médico Oftalmologista"],
    ["feminino", "Médica Oftalmologista", "Médica Oftalmologista"],
    ["feminino", "Médico Oftalmologista", "Médica Oftalmologista"],
    ["masculino", "médica oftalmologista", "Médico oftalmologista"],
    ["feminino", "Oftalmologista", "Médica · Oftalmologista"],
    ["masculino", "  ", "Médico"],
    // "Medicina" is not the word: the word comes first.
    ["feminino", "Medicina dos olhos", "Médica · Medicina dos olhos"],
  ])("%s, %j -> %j", (form, title, line) => {
    expect(professionLine(form, title)).toBe(line);
  });
});

describe("formMismatches: the name and title in the settings' form", () => {
  it.each<[string, string, string, string[]]>([
    ["masculino", "Dr. João Silva", "Médico Oftalmologista", []],
    ["feminino", "Dra. Ana Souza", "Médica Oftalmologista", []],
    ["feminino", "Dr. Ana Souza", "Médica Oftalmologista", ["doctorName"]],
    ["feminino", "Dra. Ana Souza", "Médico Oftalmologista", ["doctorTitle"]],
    ["masculino", "Dra. Ana Souza", "Médica Oftalmologista", ["doctorName", "doctorTitle"]],
    // Neither honorific, or a title without the word: nothing to contradict.
    ["feminino", "Ana Souza", "Oftalmologista", []],
    // "Dra." is not "Dr." followed by a letter, and "Drummond" is a name.
    ["masculino", "Drummond Lima", "Médico Oftalmologista", []],
  ])("%s, %j, %j", (doctorForm, doctorName, doctorTitle, paths) => {
    expect(formMismatches({ doctorForm, doctorName, doctorTitle }).map(({ path }) => path)).toEqual(
      paths,
    );
  });

  it("says what to write instead", () => {
    expect(
      formMismatches({ doctorForm: "feminino", doctorName: "Dr. Ana", doctorTitle: "Médica" }),
    ).toEqual([
      {
        path: "doctorName",
        rule: 'starts with "Dr." but doctorForm (Tratamento) is "feminino": write "Dra.", or change Tratamento',
      },
    ]);
  });
});

describe("a text written of 'o médico', in the settings' form", () => {
  it.each<[string, string, string]>([
    ["feminino", "É o e-mail que o médico cadastrou.", "É o e-mail que a médica cadastrou."],
    ["feminino", "O médico lê e corrige.", "A médica lê e corrige."],
    ["feminino", "## Trocar a foto do médico", "## Trocar a foto da médica"],
    ["feminino", "em revisão pelo médico.", "em revisão pela médica."],
    ["feminino", "mostre ao médico", "mostre à médica"],
    ["feminino", "confira no médico", "confira na médica"],
    ["feminino", "Quando o\nmédico tiver lido", "Quando a\nmédica tiver lido"],
    ["feminino", "## Para o médico: incluir alguém", "## Para a médica: incluir alguém"],
    ["feminino", "Toque em **Foto do(a) médico(a)**.", "Toque em **Foto do(a) médico(a)**."],
    [
      "feminino",
      'um título que começa com "Médico" ou "Médica"',
      'um título que começa com "Médico" ou "Médica"',
    ],
    ["feminino", "Ligue **Revisão médica feita**.", "Ligue **Revisão médica feita**."],
    ["feminino", "os médicos da cidade", "os médicos da cidade"],
    ["feminino", "o médico-chefe", "o médico-chefe"],
    ["feminino", "tempo médico", "tempo médico"],
    ["feminino", "aviso médico", "aviso médico"],
    ["masculino", "O médico lê; o médico aprova.", "O médico lê; o médico aprova."],
    ["", "pelo médico", "pelo médico"],
    ["feminino", "", ""],
  ])("%s: %j reads %j", (form, text, expected) => {
    expect(inDoctorForm(text, form)).toBe(expected);
  });
});
