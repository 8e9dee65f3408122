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

describe("articleReason: an article's call to action", () => {
  it.each([
    ["olho seco", "Dúvidas sobre olho seco"],
    ["Glaucoma", "Dúvidas sobre Glaucoma"],
  ])("%s", (title, label) => {
    expect(articleReason(title)).toEqual({ key: "artigo", label });
  });
});
