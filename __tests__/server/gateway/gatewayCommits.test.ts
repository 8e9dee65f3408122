import {
  madeThroughGateway,
  notMadeHere,
  recordCommit,
} from "../../../src/server/gateway/gatewayCommits";
import { d1, migrated } from "../d1OnSqlite";

const made = 1_795_000_000;
const sha = "a".repeat(40);

describe("the commits the gateway made, in SQL", () => {
  const db = d1(migrated());
  beforeAll(() => recordCommit(db, sha, "pessoa", made));

  it.each([
    ["the same person, at once", sha, "pessoa", made, true],
    ["the same person, 59 minutes later (signed in again)", sha, "pessoa", made + 3540, true],
    ["the same person, past a session's lifetime", sha, "pessoa", made + 3601, false],
    ["another person", sha, "outra", made, false],
    ["a commit the gateway never made", "b".repeat(40), "pessoa", made, false],
  ])("%s", async (_, commit, person, now, found) => {
    expect(await madeThroughGateway(db, commit, person, now)).toBe(found);
  });

  it("a commit made again is the same person's; another's record is never taken over", async () => {
    const twice = "c".repeat(40);
    await recordCommit(db, twice, "pessoa", made);
    await recordCommit(db, twice, "outra", made + 60);
    expect(await madeThroughGateway(db, twice, "outra", made + 60)).toBe(false);
    await recordCommit(db, twice, "pessoa", made + 4000);
    expect(await madeThroughGateway(db, twice, "pessoa", made + 4000)).toBe(true);
  });

  it("records older than a day are deleted", async () => {
    const sqlite = migrated();
    const fresh = d1(sqlite);
    await recordCommit(fresh, sha, "pessoa", made);
    await recordCommit(fresh, "d".repeat(40), "pessoa", made + 24 * 3600 + 3600);
    expect(sqlite.prepare("SELECT sha FROM editor_commits").all()).toEqual([
      { sha: "d".repeat(40) },
    ]);
  });

  it("says the refusal in Portuguese", () => {
    expect(notMadeHere).toBe(
      "Esta versão não foi preparada neste editor por você. Nada foi publicado: recarregue o editor e publique de novo.",
    );
  });
});
