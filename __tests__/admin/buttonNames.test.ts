import { dragInstructions, itemButtonName, type ItemButton } from "../../src/admin/buttonNames";

describe("itemButtonName", () => {
  const item = { summary: "08:00", position: 2, collapsed: true };
  it.each<[ItemButton, typeof item, string]>([
    ["toggle", item, 'Mostrar "08:00"'],
    ["toggle", { ...item, collapsed: false }, 'Esconder "08:00"'],
    ["remove", item, 'Apagar "08:00"'],
    ["move", item, 'Mudar a ordem de "08:00"'],
    ["remove", { ...item, summary: "" }, "Apagar o item nº 2"],
    ["toggle", { ...item, summary: "  Dia   de\nfolga " }, 'Mostrar "Dia de folga"'],
  ])("%s of %j reads %s", (button, state, name) => {
    expect(itemButtonName(button, state)).toBe(name);
  });

  it("tells how to move an item in Portuguese", () => {
    expect(dragInstructions).toMatch(/^Para mudar a ordem: aperte a barra de espaço/);
  });
});
