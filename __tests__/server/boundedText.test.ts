import { boundedText } from "../../src/server/boundedText";

const limit = 1024 * 1024;
const chunk = new Uint8Array(64 * 1024).fill(0x41);

/** A POST whose body streams `chunk` without end (or `total` bytes), with no `Content-Length`: chunked. */
function streaming(total = Infinity) {
  const sent = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes >= total) return controller.close();
      sent.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("https://www.clinica.example/api/github/x", {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);
  return { request, sent };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("https://www.clinica.example/api/events", { method: "POST", body, headers });

describe("boundedText: a body read as it streams, cut at the limit", () => {
  it.each<[string, Request, number, unknown]>([
    ["a small body", post('{"a":1}'), 100, { text: '{"a":1}' }],
    ["exactly the limit", post("x".repeat(100)), 100, { text: "x".repeat(100) }],
    ["one byte past it", post("x".repeat(101)), 100, { problem: "too-large" }],
    ["UTF-8, counted in bytes", post("ção"), 5, { text: "ção" }],
    ["UTF-8 one byte past it", post("ção"), 4, { problem: "too-large" }],
    [
      "bytes that are not UTF-8",
      post(new Uint8Array([0x7b, 0xff, 0x7d])),
      100,
      { problem: "not-text" },
    ],
    ["no body", new Request("https://www.clinica.example/", { method: "POST" }), 100, { text: "" }],
    [
      "a size it says is too large",
      post("{}", { "Content-Length": "101" }),
      100,
      { problem: "too-large" },
    ],
    [
      "a size that is no number",
      post("{}", { "Content-Length": "muito" }),
      100,
      { problem: "too-large" },
    ],
  ])("%s", async (_, request, max, outcome) => {
    expect(await boundedText(request, max)).toEqual(outcome);
  });

  it("a chunked body under the limit is read whole", async () => {
    const { request, sent } = streaming(limit / 2);
    const read = await boundedText(request, limit);
    expect("text" in read && read.text.length).toBe(limit / 2);
    expect(sent.bytes).toBe(limit / 2);
  });

  it("a chunked body with no end is refused once past the limit, never read whole", async () => {
    const { request, sent } = streaming();
    expect(await boundedText(request, limit)).toEqual({ problem: "too-large" });
    expect(sent.bytes).toBeGreaterThan(limit);
    expect(sent.bytes).toBeLessThan(limit + 4 * chunk.byteLength);
  });
});
