import type { DatabaseSync } from "node:sqlite";
import {
  countRequest,
  defaultRequestCeiling,
  requestCeiling,
  requestCeilingMessage,
} from "../../../src/server/gateway/requestCeiling";
import { hourOf } from "../../../src/server/gateway/writeCeiling";
import { d1, migrated, totalChanges } from "../d1OnSqlite";

describe("requestCeiling: the setting, or the default", () => {
  it.each([
    [{}, 1000],
    [{ EDITOR_HOURLY_REQUESTS: "" }, 1000],
    [{ EDITOR_HOURLY_REQUESTS: "50" }, 50],
    [{ EDITOR_HOURLY_REQUESTS: "0" }, 0],
    [{ EDITOR_HOURLY_REQUESTS: "muitos" }, undefined],
    [{ EDITOR_HOURLY_REQUESTS: "-1" }, undefined],
    [{ EDITOR_HOURLY_REQUESTS: "1e3" }, undefined],
  ])("%j", (env, ceiling) => {
    expect(requestCeiling(env)).toBe(ceiling);
  });

  it("defaults to 1,000 requests an hour", () => {
    expect(defaultRequestCeiling).toBe(1000);
  });
});

describe("countRequest, in SQL", () => {
  const now = 1_795_000_000;
  const rows = (sqlite: DatabaseSync) =>
    sqlite
      .prepare("SELECT person, hour, requests FROM editor_requests ORDER BY person, hour")
      .all();

  it("counts up to the ceiling, then says no and counts nothing more", async () => {
    const sqlite = migrated();
    const db = d1(sqlite);
    const answers = [];
    for (let n = 0; n < 5; n++) answers.push(await countRequest(db, "pessoa", 3, now));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(rows(sqlite)).toEqual([{ person: "pessoa", hour: hourOf(now), requests: 3 }]);
  });

  it("a ceiling of 0 lets nothing through, without asking", async () => {
    const sqlite = migrated();
    const before = totalChanges(sqlite);
    expect(await countRequest(d1(sqlite), "pessoa", 0, now)).toBe(false);
    expect(totalChanges(sqlite)).toBe(before);
  });

  it("counts each person apart, and each hour afresh; hours past a day are deleted", async () => {
    const sqlite = migrated();
    const db = d1(sqlite);
    expect(await countRequest(db, "pessoa", 1, now - 25 * 3600)).toBe(true);
    expect(await countRequest(db, "pessoa", 1, now)).toBe(true);
    expect(await countRequest(db, "outra", 1, now)).toBe(true);
    expect(await countRequest(db, "pessoa", 1, now + 3600)).toBe(true);
    expect(rows(sqlite)).toEqual([
      { person: "outra", hour: hourOf(now), requests: 1 },
      { person: "pessoa", hour: hourOf(now), requests: 1 },
      { person: "pessoa", hour: hourOf(now) + 1, requests: 1 },
    ]);
  });

  it("says the ceiling in Portuguese", () => {
    expect(requestCeilingMessage(defaultRequestCeiling)).toBe(
      "O editor já fez o máximo de pedidos ao site nesta hora (1000 por pessoa). Nada foi publicado agora: tente de novo na próxima hora.",
    );
  });
});
