import { crmText, practiceRegistrationLines, rqeText } from "../../src/content/registration";

describe("crmText and rqeText", () => {
  it.each<[string, string, string, string, string]>([
    ["12345", "MA", "6789", "CRM-MA 12345", "RQE 6789"],
    ["54321", " pi ", "1", "CRM-PI 54321", "RQE 1"],
  ])("%s, %s", (crm, state, rqe, crmLine, rqeLine) => {
    expect(crmText({ crm, state })).toBe(crmLine);
    expect(rqeText({ rqe })).toBe(rqeLine);
  });
});

describe("practiceRegistrationLines: the clinic's registration and director, only when set", () => {
  it.each<[string | null, string | null, string[]]>([
    [null, null, []],
    ["", "  ", []],
    ["1234", null, ["Consultório registrado no CRM-MA sob o nº 1234"]],
    [null, "Dra. Ana Souza, CRM-MA 12345", ["Direção técnica: Dra. Ana Souza, CRM-MA 12345"]],
    [
      " 1234 ",
      "Dr. João Silva, CRM-MA 54321",
      [
        "Consultório registrado no CRM-MA sob o nº 1234",
        "Direção técnica: Dr. João Silva, CRM-MA 54321",
      ],
    ],
  ])("%j, %j", (clinicRegistration, technicalDirector, lines) => {
    expect(
      practiceRegistrationLines({ clinicRegistration, technicalDirector, state: "ma" }),
    ).toEqual(lines);
  });
});
