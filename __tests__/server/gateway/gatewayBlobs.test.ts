import { notUploadedHere, recordBlob, uploadedBy } from "../../../src/server/gateway/gatewayBlobs";
import { d1, migrated } from "../d1OnSqlite";

const uploaded = 1_795_000_000;
const mine = "a".repeat(40);
const theirs = "b".repeat(40);
const inRepository = "c".repeat(40);

describe("the blobs a person uploaded through the gateway, in SQL", () => {
  const db = d1(migrated());
  beforeAll(async () => {
    await recordBlob(db, mine, "pessoa", uploaded);
    await recordBlob(db, theirs, "outra", uploaded);
  });

  it.each([
    ["their own upload, at once", [mine], "pessoa", uploaded, true],
    ["their own upload, twice in one tree", [mine, mine], "pessoa", uploaded, true],
    ["their own upload, 59 minutes later", [mine], "pessoa", uploaded + 3540, true],
    ["their own upload, past the hour", [mine], "pessoa", uploaded + 3601, false],
    ["another person's upload", [theirs], "pessoa", uploaded, false],
    ["their own and another's", [mine, theirs], "pessoa", uploaded, false],
    ["a blob already in the repository, never uploaded", [inRepository], "pessoa", uploaded, false],
    ["no blob at all (a tree of deletions)", [], "pessoa", uploaded, true],
  ])("%s", async (_, shas, person, now, found) => {
    expect(await uploadedBy(db, shas, person, now)).toBe(found);
  });

  it("the same bytes uploaded again renew the record, for that person only", async () => {
    const again = "d".repeat(40);
    await recordBlob(db, again, "pessoa", uploaded);
    await recordBlob(db, again, "pessoa", uploaded + 3000);
    expect(await uploadedBy(db, [again], "pessoa", uploaded + 6000)).toBe(true);
    expect(await uploadedBy(db, [again], "outra", uploaded + 3000)).toBe(false);
  });

  it("records past the hour are deleted", async () => {
    const sqlite = migrated();
    const fresh = d1(sqlite);
    await recordBlob(fresh, mine, "pessoa", uploaded);
    await recordBlob(fresh, theirs, "pessoa", uploaded + 2 * 3600);
    expect(sqlite.prepare("SELECT sha FROM editor_blobs").all()).toEqual([{ sha: theirs }]);
  });

  it("says the refusal in Portuguese", () => {
    expect(notUploadedHere).toBe(
      "Um dos arquivos desta versão não foi enviado por você na última hora. Nada foi publicado: recarregue o editor e publique de novo.",
    );
  });
});
