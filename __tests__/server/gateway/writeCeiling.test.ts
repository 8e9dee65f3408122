import {
  blobBytes,
  ceilingMessage,
  defaultWriteCeiling,
  hourOf,
  personKey,
  reserveWrites,
  writeCeiling,
} from "../../../src/server/gateway/writeCeiling";
import type { DatabaseSync } from "node:sqlite";
import { d1, migrated, totalChanges } from "../d1OnSqlite";

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

describe("reserveWrites, in SQL", () => {
  const ceiling = { commits: 2, bytes: 1000 };
  const now = 1_795_000_000;
  const rows = (sqlite: DatabaseSync) =>
    sqlite
      .prepare("SELECT person, hour, commits, bytes FROM editor_writes ORDER BY person, hour")
      .all();

  it("reserves within the person's hour", async () => {
    const sqlite = migrated();
    const db = d1(sqlite);
    expect(await reserveWrites(db, "pessoa", { commits: 1, bytes: 0 }, ceiling, now)).toBe(true);
    expect(await reserveWrites(db, "pessoa", { commits: 0, bytes: 600 }, ceiling, now)).toBe(true);
    expect(rows(sqlite)).toEqual([{ person: "pessoa", hour: hourOf(now), commits: 1, bytes: 600 }]);
  });

  it("says no when the database finds the hour full, and reserves nothing", async () => {
    const sqlite = migrated();
    const db = d1(sqlite);
    for (const fits of [true, true, false])
      expect(await reserveWrites(db, "pessoa", { commits: 1, bytes: 0 }, ceiling, now)).toBe(fits);
    expect(await reserveWrites(db, "pessoa", { commits: 0, bytes: 1000 }, ceiling, now)).toBe(true);
    expect(await reserveWrites(db, "pessoa", { commits: 0, bytes: 1 }, ceiling, now)).toBe(false);
    expect(rows(sqlite)).toEqual([
      { person: "pessoa", hour: hourOf(now), commits: 2, bytes: 1000 },
    ]);
  });

  it("says no, without asking, to one write larger than the ceiling", async () => {
    const sqlite = migrated();
    const before = totalChanges(sqlite);
    expect(
      await reserveWrites(d1(sqlite), "pessoa", { commits: 0, bytes: 1001 }, ceiling, now),
    ).toBe(false);
    expect(totalChanges(sqlite)).toBe(before);
  });

  it("counts each person apart, and each hour afresh; hours past a day are deleted", async () => {
    const sqlite = migrated();
    const db = d1(sqlite);
    const write = { commits: 2, bytes: 0 };
    expect(await reserveWrites(db, "pessoa", write, ceiling, now - 25 * 3600)).toBe(true);
    expect(await reserveWrites(db, "pessoa", write, ceiling, now)).toBe(true);
    expect(await reserveWrites(db, "outra", write, ceiling, now)).toBe(true);
    expect(await reserveWrites(db, "pessoa", write, ceiling, now + 3600)).toBe(true);
    expect(rows(sqlite)).toEqual([
      { person: "outra", hour: hourOf(now), commits: 2, bytes: 0 },
      { person: "pessoa", hour: hourOf(now), commits: 2, bytes: 0 },
      { person: "pessoa", hour: hourOf(now) + 1, commits: 2, bytes: 0 },
    ]);
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
