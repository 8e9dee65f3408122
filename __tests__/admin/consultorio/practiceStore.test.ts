import {
  base64OfBlob,
  gatewayStore,
  offlineMessage,
  StoreError,
  uncertainMessage,
} from "../../../src/admin/consultorio/practiceStore";
import * as rules from "../../../src/admin/consultorio/practiceRules";
import { photoChange, weekHoursChange } from "../../../src/practice/practiceEdits";
import { bytesOfBase64, textOfBase64 } from "../../../src/practice/practiceRepository";
import { sessionMessages } from "../../../src/shared/editorSessionWording";
import { editorRepository } from "../../../src/admin/staffAddresses";

describe("base64, as GitHub's blobs carry files", () => {
  it.each<[string, string]>([
    ["plain", "Olá"],
    ["Portuguese with accents and a newline", '{"reason": "Véspera de Natal", "x": "ção"}\n'],
    ["empty", ""],
  ])("%s text comes back as it was, line breaks in the base64 allowed", (_case, text) => {
    const encoded = Buffer.from(text, "utf8").toString("base64");
    const broken = encoded.replace(/(.{4})/g, "$1\n");
    expect(textOfBase64(broken)).toBe(text);
  });

  it("a photo's bytes go out and come back unchanged", async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => (index * 31) % 256);
    const encoded = await base64OfBlob(new Blob([bytes]));
    expect(encoded).toBe(Buffer.from(bytes).toString("base64"));
    expect(bytesOfBase64(encoded)).toEqual(bytes);
  });
});

describe("editorRepository", () => {
  it.each<[object, { repo: string; branch: string }]>([
    [{}, { repo: "proprietario/site-oftalmologia", branch: "main" }],
    [
      { VITE_CMS_REPO: "clinica/site", VITE_CMS_BRANCH: "producao" },
      { repo: "clinica/site", branch: "producao" },
    ],
  ])("%j gives %j", (env, target) => {
    expect(editorRepository(env)).toEqual(target);
  });
});

/**
 * The practice endpoint as the phone page meets it: each request recorded, and answered with `reply`, or with no
 * answer at all (the connection dropped) when `reply` throws.
 */
function fakeEndpoint(
  reply: (request: { method: string; query: string; body?: unknown }) => Response,
) {
  const requests: {
    method: string;
    url: string;
    query: string;
    body?: unknown;
    authorization?: string;
  }[] = [];
  const fetch = async (
    url: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ) => {
    const parsed = new URL(url);
    const request = {
      method: init.method ?? "GET",
      url: `${parsed.origin}${parsed.pathname}`,
      query: parsed.search,
      ...(init.body ? { body: JSON.parse(init.body) as unknown } : {}),
      authorization: init.headers?.Authorization,
    };
    requests.push(request);
    return reply(request);
  };
  return { requests, fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("gatewayStore: the phone page's one door, the practice endpoint", () => {
  const id = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  const over = (reply: Parameters<typeof fakeEndpoint>[0]) => {
    const endpoint = fakeEndpoint(reply);
    global.fetch = endpoint.fetch as unknown as typeof fetch;
    const store = gatewayStore({ origin: "https://site.example", session: { token: () => "t" } });
    return { endpoint, store };
  };
  const ask = (change = weekHoursChange({ saturday: [{ opens: "08:00", closes: "13:00" }] })) => ({
    change,
    files: [],
    request: id,
    checks: rules,
  });

  it("reads the settings with one request, with the session, at the endpoint", async () => {
    const { endpoint, store } = over(() => json(200, { settings: '{"a":1}\n' }));
    await expect(store.readSettings()).resolves.toBe('{"a":1}\n');
    expect(endpoint.requests).toEqual([
      {
        method: "GET",
        url: "https://site.example/api/editor/practice",
        query: "",
        authorization: "token t",
      },
    ]);
  });

  it("publishes with one request: what was asked, the change's id, and nothing of Git", async () => {
    const { endpoint, store } = over(() =>
      json(200, { kind: "published", settings: '{"whatsappNumber":"5598987654321"}' }),
    );
    await expect(store.publish(ask())).resolves.toEqual({
      kind: "published",
      settings: { whatsappNumber: "5598987654321" },
    });
    expect(endpoint.requests).toHaveLength(1);
    expect(endpoint.requests[0]).toMatchObject({
      method: "POST",
      url: "https://site.example/api/editor/practice",
      body: {
        request: id,
        change: { edit: "weekHours", days: { saturday: [{ opens: "08:00", closes: "13:00" }] } },
      },
    });
  });

  it("a photo goes as its bytes beside the photo change; its path is the server's to decide", async () => {
    const { endpoint, store } = over(() => json(200, { kind: "published", settings: "{}" }));
    await store.publish({
      ...ask(photoChange()),
      files: [{ path: "src/images/x.jpg", content: "/9j/AAAA", encoding: "base64" }],
    });
    expect(endpoint.requests[0]!.body).toEqual({
      request: id,
      change: { edit: "photo" },
      photo: "/9j/AAAA",
    });
  });

  it.each<[string, Response, object]>([
    [
      "the mistakes in the newest file, at their fields",
      json(422, {
        kind: "invalid",
        scope: "practice.hours",
        problems: [
          { path: "practice.hours.saturday[0].closes", where: "Sábado", message: "Depois." },
        ],
      }),
      {
        kind: "invalid",
        scope: "practice.hours",
        problems: [
          { path: "practice.hours.saturday[0].closes", where: "Sábado", message: "Depois." },
        ],
      },
    ],
    ["nothing to publish", json(200, { kind: "unchanged" }), { kind: "unchanged" }],
  ])("answers %s as the server says it", async (_case, reply, expected) => {
    const { store } = over(() => reply);
    await expect(store.publish(ask())).resolves.toEqual(expected);
  });

  it.each<[string, () => Response, object]>([
    [
      "a refusal, in the server's words",
      () => json(409, { message: "Outra pessoa publicou enquanto você editava." }),
      { message: "Outra pessoa publicou enquanto você editava.", signIn: false, uncertain: false },
    ],
    [
      "a session run out: sign in again",
      () => json(401, sessionMessages.expired),
      { signIn: true, uncertain: false },
    ],
    [
      "GitHub silent after the change was sent (the server says so)",
      () => json(502, { message: "Pode ter sido publicada ou não.", uncertain: true }),
      { message: "Pode ter sido publicada ou não.", uncertain: true },
    ],
    [
      "no answer at all: the change may or may not be published, never that nothing was",
      () => {
        throw new TypeError("Failed to fetch");
      },
      { message: uncertainMessage, uncertain: true, signIn: false },
    ],
    [
      "an answer cut on its way back",
      () => new Response('{"kind":"publ', { status: 200 }),
      { message: uncertainMessage, uncertain: true },
    ],
  ])("a publication that meets %s is a StoreError", async (_case, reply, expected) => {
    const { store } = over(reply);
    const error = await store.publish(ask()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject(expected);
  });

  it("a read with no connection says nothing was published, and does not call itself uncertain", async () => {
    const { store } = over(() => {
      throw new TypeError("Failed to fetch");
    });
    const error = await store.readSettings().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: offlineMessage, uncertain: false });
  });

  it("reads a photo and the rest of the site by the photo's path", async () => {
    const { endpoint, store } = over(({ query }) =>
      json(200, query.startsWith("?site=1") ? { files: [] } : { content: "/9j/AAAA" }),
    );
    const photo = await store.readPhoto("src/images/doctor-portrait.jpg");
    expect(photo?.type).toBe("image/jpeg");
    expect(photo?.size).toBe(6);
    await expect(store.readOtherContent("src/images/doctor-portrait.jpg")).resolves.toEqual({
      files: [],
    });
    expect(endpoint.requests.map(({ query }) => query)).toEqual([
      "?photo=src%2Fimages%2Fdoctor-portrait.jpg",
      "?site=1&photo=src%2Fimages%2Fdoctor-portrait.jpg",
    ]);
  });
});
