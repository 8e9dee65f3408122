import {
  formatCount,
  formatDay,
  formatMeasure,
  formatShare,
  interestLabel,
  pageLabel,
  sourceLabel,
} from "../../src/admin/resultados/resultsLabels";

describe("the results page's words and numbers", () => {
  it.each([
    [sourceLabel("direto"), "Direto"],
    [sourceLabel("outro"), "Outros sites"],
    [pageLabel("/"), "Início"],
    [pageLabel("/404/"), "Página não encontrada"],
    [pageLabel("/links/"), "Links Importantes"],
    [pageLabel("/conteudos/olho-seco/"), "/conteudos/olho-seco/"],
    [interestLabel("realizar exames"), "Realizar Exames"],
    [interestLabel("outra coisa"), "outra coisa"],
    [formatCount(1234), "1.234"],
    [formatShare(0.045), "4,5%"],
    [formatShare(null), "—"],
    [formatMeasure("LCP", 850), "850 ms"],
    [formatMeasure("LCP", 1250), "1,25 s"],
    [formatMeasure("tapToDialog", 3000), "3,0 s"],
    [formatMeasure("CLS", 0.05), "0,05"],
    [formatMeasure("CLS", 0), "0,00"],
    [formatMeasure("INP", null), "—"],
    [formatDay("2026-11-24"), "24/11"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
