import { messageText } from "../../src/admin/messageWords";

describe("messageText", () => {
  it.each<[string, string]>([
    [
      "API_ERROR: O GitHub não respondeu. Nada foi publicado: tente de novo em alguns minutos.",
      "O GitHub não respondeu. Nada foi publicado: tente de novo em alguns minutos.",
    ],
    [
      "Error: Não foi possível publicar. Confira: Onde e quando atendemos › Datas especiais.",
      "Não foi possível publicar. Confira: Onde e quando atendemos › Datas especiais.",
    ],
    [
      "Não foi possível abrir a página. Error: Not Found",
      "Não foi possível abrir a página. Not Found",
    ],
    [
      "TypeError: Failed to fetch",
      "Sem conexão com o servidor. Nada foi publicado: confira a internet e tente de novo.",
    ],
    // A sentence of ours is left as it is, colons and all.
    [
      "Número do WhatsApp: Só números: 55, o DDD e o número.",
      "Número do WhatsApp: Só números: 55, o DDD e o número.",
    ],
    ["Alterações publicadas.", "Alterações publicadas."],
  ])("%s", (text, tidy) => {
    expect(messageText(text)).toBe(tidy);
  });
});
