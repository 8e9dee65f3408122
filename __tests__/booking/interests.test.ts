import { interests, isInterestValue } from "../../src/booking/interests";

describe("interests", () => {
  it("offers the three options of the spec, in order", () => {
    expect(interests).toEqual([
      { value: "agendar consulta", label: "Agendar Consulta" },
      { value: "realizar exames", label: "Realizar Exames" },
      { value: "agendar consulta de retorno", label: "Agendar Consulta de Retorno" },
    ]);
  });

  it.each([
    ["agendar consulta", true],
    ["realizar exames", true],
    ["agendar consulta de retorno", true],
    ["", false],
    ["Agendar Consulta", false],
    ["agendar consulta ", false],
    ["cirurgia", false],
  ])("isInterestValue(%j) is %s", (value, expected) => {
    expect(isInterestValue(value)).toBe(expected);
  });
});
