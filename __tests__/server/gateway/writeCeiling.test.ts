import {
  blobBytes,
  ceilingMessage,
  defaultWriteCeiling,
  hourOf,
  personKey,
  reserveWrites,
  writeCeiling,
  type WritesDatabase,
} from "../../../src/server/gateway/writeCeiling";

describe("writeCeiling: the settings, or the defaults", () => {
  it.each([
    [{}, defaultWriteCeiling],
    [{ EDITOR_HOURLY_COMMITS: "5" }, { ...defaultWriteCeiling, commits: 5 }],
    [{ EDITOR_HOURLY_BYTES: "1000" }, { ...defaultWriteCeiling, bytes: 1000 }],
    [{ EDITOR_HOURLY_COMMITS: "muitos" }, undefined],
    [{ EDITOR_HOURLY_BYTES: "-1" }, undefined],
  ])("%j", (env, ceiling) => {
    expect(writeCeiling(env)).toEqual(ceiling);
  });

  it("defaults to 20 commits and 50 MB an hour", () => {
    expect(defaultWriteCeiling).toEqual({ commits: 20, bytes: 52_428_800 });
  });
});

describe("blobBytes", () => {
  it.each([
    [Buffer.alloc(600).toString("base64"), "base64", 600],
    [Buffer.alloc(601).toString("base64"), "base64", 601],
    [`${Buffer.alloc(90).toString("base64")}\n`, "base64", 90],
    ["{}", "utf-8", 2],
    ["ção", "utf-8", 5],
  ] as const)("%j (%s) is %i bytes", (content, encoding, bytes) => {
    expect(blobBytes(content, encoding)).toBe(bytes);
  });
});

describe("reserveWrites", () => {
  /** A database that answers the reservation as D1 would: a row when it fits, none when it does not. */
  function database(fits: boolean) {
    const queries: (string | number)[][] = [];
    const db: WritesDatabase = {
      prepare: (query) => ({
        bind: (...values) => ({
          all: () => {
            queries.push([query.split(/\s/)[0] ?? "", ...values]);
            return Promise.resolve({ results: query.startsWith("INSERT") && fits ? [{}] : [] });
          },
        }),
      }),
    };
    return { db, queries };
  }
  const ceiling = { commits: 2, bytes: 1000 };
  const now = 1_795_000_000;

  it("reserves within the person's hour", async () => {
    const { db, queries } = database(true);
    expect(await reserveWrites(db, "pessoa", { commits: 1, bytes: 0 }, ceiling, now)).toBe(true);
    expect(queries.at(-1)).toEqual(["INSERT", "pessoa", hourOf(now), 1, 0, 2, 1000]);
  });

  it("says no when the database finds the hour full", async () => {
    const { db } = database(false);
    expect(await reserveWrites(db, "pessoa", { commits: 1, bytes: 0 }, ceiling, now)).toBe(false);
  });

  it("says no, without asking, to one write larger than the ceiling", async () => {
    const { db, queries } = database(true);
    expect(await reserveWrites(db, "pessoa", { commits: 0, bytes: 1001 }, ceiling, now)).toBe(
      false,
    );
    expect(queries).toEqual([]);
  });
});

describe("personKey and the message", () => {
  it("keys a person by the SHA-256 of their Access subject, never the subject itself", async () => {
    const key = await personKey("id-recepcao@clinica.example");
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain("recepcao");
  });

  it("says the ceiling in Portuguese", () => {
    expect(ceilingMessage(defaultWriteCeiling)).toBe(
      "Você já publicou o máximo permitido nesta hora (20 publicações e 50 MB de fotos e textos por pessoa). Nada foi publicado agora: tente de novo na próxima hora.",
    );
  });
});
