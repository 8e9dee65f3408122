import { messageWithRequest, requestOf } from "../../src/practice/publishRequest";
import { maxCommitMessageLength } from "../../src/shared/commitMessage";

const id = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";
const other = "6f1c2a9e-0b7d-4c1e-9a55-3f0d2e8b7c10";
const message = "Horário da semana: Sábado: 8h às 13h (página do celular)";

describe("messageWithRequest: the change's id as the commit's trailer", () => {
  it.each<[string, string, string | undefined, string]>([
    ["a message and an id", message, id, `${message}\n\nPedido: ${id}`],
    ["no id: the message as it is", message, undefined, message],
    ["an id that is not one: the message as it is", message, "1; rm -rf", message],
    [
      "trailing blank lines dropped before the trailer",
      `${message}\n\n`,
      id,
      `${message}\n\nPedido: ${id}`,
    ],
  ])("%s", (_case, given, request, expected) => {
    expect(messageWithRequest(given, request)).toBe(expected);
  });

  it("cuts a message too long for the gateway, so that the id always fits", () => {
    const long = `Convênios e pagamento: convênios ${"Plano de Saúde Exemplo, ".repeat(200)}`;
    const written = messageWithRequest(long, id);
    expect(written.length).toBeLessThanOrEqual(maxCommitMessageLength);
    expect(written).toMatch(/…\n\nPedido: 1b4e28ba-2fa1-41d2-883f-0016d3cca427$/);
    expect(requestOf(written)).toBe(id);
  });

  it("leaves a message that just fits whole", () => {
    const trailer = `\n\nPedido: ${id}`;
    const fits = "a".repeat(maxCommitMessageLength - trailer.length);
    expect(messageWithRequest(fits, id)).toBe(fits + trailer);
  });
});

describe("requestOf: the id a commit's message carries", () => {
  it.each<[string, string, string | undefined]>([
    ["the trailer written by the page", `${message}\n\nPedido: ${id}`, id],
    ["as GitHub gives it back, with a newline at the end", `${message}\n\nPedido: ${id}\n`, id],
    ["among other trailers", `${message}\n\nPedido: ${id}\nCo-authored-by: A <a@b.c>`, id],
    ["in capitals", `${message}\n\nPedido: ${id.toUpperCase()}`, id],
    ["none", message, undefined],
    ["a commit of the full editor", "Update site-settings.json", undefined],
    ["in the message's body, not its last paragraph", `Pedido: ${id}\n\n${message}`, undefined],
    ["not an id", `${message}\n\nPedido: 42`, undefined],
    ["another change's", `${message}\n\nPedido: ${other}`, other],
    ["an empty message", "", undefined],
  ])("%s", (_case, given, expected) => {
    expect(requestOf(given)).toBe(expected);
  });

  it("reads back what messageWithRequest wrote", () => {
    expect(requestOf(messageWithRequest(message, other))).toBe(other);
  });
});
