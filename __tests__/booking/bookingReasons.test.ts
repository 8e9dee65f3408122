import { articleReason, fixedReason, type FixedReasonKey } from "../../src/booking/bookingReasons";

describe("fixedReason: a fixed call to action's key and its words", () => {
  it.each<[string, FixedReasonKey]>([
    ["Agendar Consulta", "home"],
    ["Consulta para cirurgia de catarata", "catarata"],
    ["Dúvidas sobre cirurgia de catarata", "catarataDuvidas"],
    ["Consulta através da página de links", "links"],
    ["Dúvidas sobre saúde dos olhos", "conteudos"],
  ])("%s", (label, key) => {
    expect(fixedReason(key)).toEqual({ key, label });
  });
});

describe("articleReason: an article's call to action, with its topic in a sentence's case", () => {
  it.each([
    ["olho seco", "Dúvidas sobre olho seco"],
    ["Glaucoma", "Dúvidas sobre glaucoma"],
    [" Vista cansada (presbiopia) ", "Dúvidas sobre vista cansada (presbiopia)"],
    ["Olhos do bebê", "Dúvidas sobre olhos do bebê"],
    ["DMRI", "Dúvidas sobre DMRI"],
  ])("%s", (topic, label) => {
    expect(articleReason(topic)).toEqual({ key: "artigo", label });
  });
});
