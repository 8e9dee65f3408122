import type { GateItem } from "../../../src/content/publishGate";
import { waitingItems } from "../../../src/admin/consultorio/waitingItems";

const item = (file: string, field: string, problema: string, rule: string): GateItem => ({
  file,
  field,
  problem: "",
  problema,
  rule,
});

const settings = "src/content/site-settings.json";
const art3 = "Resolução CFM 2.336/2023, art. 3º";

describe("waitingItems: what the patients' site waits for, with where it is fixed or who fixes it", () => {
  it.each<[string, GateItem, string, string]>([
    [
      "the phone number: on this page, its task",
      item(
        settings,
        "whatsappNumber",
        'ainda é o exemplo "5599000000000": preencha com o dado real',
        art3,
      ),
      'Dados do consultório › Número do WhatsApp: ainda é o exemplo "5599000000000": preencha com o dado real.',
      "Aqui, em “Telefone, WhatsApp e endereço”.",
    ],
    [
      "a health plan: on this page",
      item(settings, "practice.healthPlans[0]", "ainda é o exemplo", art3),
      "Dados do consultório › Onde e quando atendemos › Convênios aceitos › nº 1: ainda é o exemplo.",
      "Aqui, em “Convênios e pagamento”.",
    ],
    [
      "a special date: on this page",
      item(settings, "practice.hoursExceptions[0].reason", "ainda é o exemplo", art3),
      expect.stringMatching(
        /^Dados do consultório › Onde e quando atendemos › /,
      ) as unknown as string,
      "Aqui, em “Feriados e datas especiais”.",
    ],
    [
      "the practice's details switch: the practice, in the full editor",
      item(
        settings,
        "practice",
        "endereço, horários, convênios e preços ainda não conferidos",
        art3,
      ),
      "Dados do consultório › Onde e quando atendemos: endereço, horários, convênios e preços ainda não conferidos.",
      "Quem confere é o consultório, no editor completo, em “Dados do consultório”.",
    ],
    [
      "the privacy settings: the practice with its legal adviser",
      item(
        settings,
        "privacy.officer",
        'ainda é o exemplo "[PREENCHER]"',
        "LGPD (Lei 13.709/2018), art. 9º",
      ),
      expect.stringMatching(
        /^Dados do consultório › Privacidade \(LGPD\) › Encarregado/,
      ) as unknown as string,
      "Quem confere é o consultório, com quem cuida da parte jurídica, no editor completo, em “Dados do consultório”.",
    ],
    [
      "a testimonial: the doctor, in the full editor",
      item(
        "src/content/catarata.json",
        "testimonials.items[0]",
        "depoimento de exemplo",
        "Resolução CFM 2.336/2023, art. 14",
      ),
      "Página da catarata (/catarata) › Depoimentos › Depoimentos › nº 1: depoimento de exemplo.",
      "Precisa ser conferido pela médica, no editor completo, em “Página da catarata (/catarata)”.",
    ],
    [
      "an FAQ answer: the doctor's review",
      item(
        "src/content/catarata.json",
        "faq.items[1]",
        "resposta ainda não conferida na revisão médica",
        art3,
      ),
      "Página da catarata (/catarata) › Perguntas frequentes › Perguntas › nº 2: resposta ainda não conferida na revisão médica.",
      "Precisa ser conferido pela médica, no editor completo, em “Página da catarata (/catarata)”.",
    ],
    [
      "a placeholder on the home page: the practice, in the full editor",
      item("src/content/home.json", "hero.title", "ainda é o exemplo", art3),
      expect.stringMatching(/^Página inicial \(\/\) › Abertura › /) as unknown as string,
      "Quem corrige é o consultório, no editor completo, em “Página inicial (/)”.",
    ],
    [
      "a reviewed article's placeholder: the articles",
      item("src/content/artigos/glaucoma.json", "body", "ainda é o exemplo", art3),
      "Artigos › Texto: ainda é o exemplo.",
      "Quem corrige é o consultório, no editor completo, em “Artigos”.",
    ],
    [
      "the drawn portrait: on this page",
      item(
        "src/images/doctor-portrait.jpg",
        "",
        "é o desenho de exemplo: troque por uma foto real",
        art3,
      ),
      "A foto do site é o desenho de exemplo: troque por uma foto real.",
      "Aqui, em “Foto do(a) médico(a)”.",
    ],
  ])("%s", (_case, gateItem, what, fix) => {
    const [found] = waitingItems([gateItem], "feminino");
    expect(found).toEqual({ what, fix });
    expect(`${found!.what} ${found!.fix}`).not.toMatch(/\.json|src\/|git/);
  });

  it("says the doctor in the settings' form of address", () => {
    const testimonial = item(
      "src/content/catarata.json",
      "testimonials.items[0]",
      "x",
      "Resolução CFM 2.336/2023, art. 14",
    );
    expect(waitingItems([testimonial], "masculino")[0]!.fix).toMatch(
      /^Precisa ser conferido pelo médico,/,
    );
  });
});
