import { maxSlugLength, slugFromTitle } from "../../src/articles/slugFromTitle";

describe("slugFromTitle", () => {
  it.each([
    ["Catarata tem cura?", "catarata-tem-cura"],
    [
      'Pterígio precisa operar? O que é a "carne crescida"',
      "pterigio-precisa-operar-o-que-e-a-carne-crescida",
    ],
    [
      "Vista cansada: por que ler de perto fica difícil depois dos 40",
      "vista-cansada-por-que-ler-de-perto-fica-dificil-depois-dos",
    ],
    ["  Teste   do OLHINHO  ", "teste-do-olhinho"],
    ["Ação, visão & atenção!", "acao-visao-atencao"],
    ["?!", ""],
    ["", ""],
  ])("%j -> %j", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it("cuts a long title at the last whole word that fits", () => {
    const slug = slugFromTitle(
      "Retinopatia diabética: como o diabetes afeta os olhos e o que fazer para proteger a visão",
    );
    expect(slug).toBe("retinopatia-diabetica-como-o-diabetes-afeta-os-olhos-e-o-que");
    expect(slug.length).toBeLessThanOrEqual(maxSlugLength);
  });

  it("cuts a single word longer than the limit", () => {
    expect(slugFromTitle("a".repeat(80))).toBe("a".repeat(maxSlugLength));
  });
});
