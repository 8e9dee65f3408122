import {
  base64OfBlob,
  bytesOfBase64,
  gatewayStore,
  StoreError,
  textOfBase64,
  uncertainMessage,
  type Publication,
} from "../../../src/admin/consultorio/practiceStore";
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
 * The gateway as the phone page meets it, in memory: the branch's head, the settings file, and the writes a
 * publication makes (blobs, a tree, a commit on the head, the branch moved, refused with the gateway's 409 when the
 * head moved first). `lose` drops the answer of the branch's move after it is made: the reply lost on the way back.
 */
function fakeGateway() {
  const notOnHead =
    "Outra pessoa publicou enquanto você editava. Nada foi publicado: recarregue o editor e publique de novo.";
  const commits = new Map<string, { message: string; parent: string; tree: string }>();
  commits.set("c0", { message: "Primeiro", parent: "", tree: "t0" });
  const state = { head: "c0", settings: '{"a":1}\n', writes: 0, moves: 0, lose: false };
  let next = 0;
  const made = (prefix: string) => `${prefix}${++next}`;
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const fetch = async (url: string, init: { method?: string; body?: string } = {}) => {
    const path = decodeURIComponent(
      new URL(url).pathname.replace(/^\/api\/github\/repos\/o\/r/, ""),
    );
    const method = init.method ?? "GET";
    const body = init.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (method === "GET" && path === "/branches/main") {
      const head = commits.get(state.head)!;
      return answer(200, {
        commit: { sha: state.head, commit: { message: head.message, tree: { sha: head.tree } } },
      });
    }
    if (method === "GET" && path === "/git/trees/main:src/content")
      return answer(200, {
        tree: [{ path: "site-settings.json", type: "blob", sha: "b-settings" }],
      });
    if (method === "GET" && path === "/git/blobs/b-settings")
      return answer(200, { content: Buffer.from(state.settings).toString("base64") });
    state.writes++;
    if (method === "POST" && path === "/git/blobs") return answer(201, { sha: made("b") });
    if (method === "POST" && path === "/git/trees") return answer(201, { sha: made("t") });
    if (method === "POST" && path === "/git/commits") {
      const [parent] = body.parents as string[];
      if (parent !== state.head) return answer(409, { message: notOnHead });
      const sha = made("c");
      commits.set(sha, {
        message: body.message as string,
        parent: parent!,
        tree: body.tree as string,
      });
      return answer(201, { sha });
    }
    if (method === "PATCH" && path === "/git/refs/heads/main") {
      const commit = commits.get(body.sha as string)!;
      if (commit.parent !== state.head) return answer(409, { message: notOnHead });
      state.head = body.sha as string;
      state.moves++;
      if (state.lose) throw new TypeError("Failed to fetch");
      return answer(200, { object: { sha: state.head } });
    }
    return answer(404, { message: "Not Found" });
  };
  return { state, commits, fetch };
}

describe("gatewayStore.publish, with the change's id", () => {
  const id = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";
  const realFetch = global.fetch;
  let gateway: ReturnType<typeof fakeGateway>;
  beforeEach(() => {
    gateway = fakeGateway();
    global.fetch = gateway.fetch as unknown as typeof fetch;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });
  const store = () =>
    gatewayStore({
      origin: "https://site.example",
      repo: "o/r",
      branch: "main",
      session: { token: () => "t" },
    });
  const publication = async (): Promise<Publication> => ({
    files: [{ path: "src/content/site-settings.json", content: '{"a":2}\n', encoding: "utf-8" }],
    message: "Horário da semana: Sábado: 8h às 13h (página do celular)",
  });

  it("writes one commit whose message carries the id as its trailer", async () => {
    await expect(store().publish(publication, id)).resolves.toBeUndefined();
    expect(gateway.state.moves).toBe(1);
    expect(gateway.commits.get(gateway.state.head)!.message).toBe(
      `Horário da semana: Sábado: 8h às 13h (página do celular)\n\nPedido: ${id}`,
    );
  });

  it("a retry after the reply was lost finds its commit on the head, and writes nothing", async () => {
    gateway.state.lose = true;
    await expect(store().publish(publication, id)).rejects.toThrow(StoreError);
    expect(gateway.state.moves).toBe(1);
    gateway.state.lose = false;
    const writes = gateway.state.writes;
    const make = jest.fn(publication);
    await expect(store().publish(make, id)).resolves.toBe("alreadyPublished");
    expect(gateway.state.writes).toBe(writes);
    expect(make).not.toHaveBeenCalled();
    expect(gateway.state.moves).toBe(1);
  });

  it("the second of two publications of one change meets the 409, reads the head again, and finds itself", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = jest.fn(async () => {
      await held;
      return publication();
    });
    const second = store().publish(slow, id);
    // The first publication goes all the way while the second is still making its files.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store().publish(publication, id);
    release();
    await expect(second).resolves.toBe("alreadyPublished");
    expect(slow).toHaveBeenCalledTimes(1);
    expect(gateway.state.moves).toBe(1);
  });

  it("another change (another id) on the head is published over, once", async () => {
    await store().publish(publication, "6f1c2a9e-0b7d-4c1e-9a55-3f0d2e8b7c10");
    await expect(store().publish(publication, id)).resolves.toBeUndefined();
    expect(gateway.state.moves).toBe(2);
  });

  it("without an id, the message as the change says it, and no look for it", async () => {
    await store().publish(publication);
    await store().publish(publication);
    expect(gateway.state.moves).toBe(2);
    expect(gateway.commits.get(gateway.state.head)!.message).toBe(
      "Horário da semana: Sábado: 8h às 13h (página do celular)",
    );
  });
});

describe("gatewayStore.publish, when the branch's move gets no answer", () => {
  it("says the change may or may not be published, never that nothing was", async () => {
    const gateway = fakeGateway();
    gateway.state.lose = true;
    const realFetch = global.fetch;
    global.fetch = gateway.fetch as unknown as typeof fetch;
    try {
      const store = gatewayStore({
        origin: "https://site.example",
        repo: "o/r",
        branch: "main",
        session: { token: () => "t" },
      });
      const error = await store
        .publish(async () => ({ files: [], message: "Foto" }), undefined)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StoreError);
      expect(error).toMatchObject({ uncertain: true, message: uncertainMessage });
    } finally {
      global.fetch = realFetch;
    }
  });
});
