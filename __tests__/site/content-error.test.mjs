/**
 * The whole chain, as an editor meets it: the site with one bad rating, a real `gatsby build` (the `content-error`
 * build, __tests__/site/builds/siteBuilds.mjs), and the build stopping with the file, the field and the rule
 * named, before any page is built. The publish gate's own messages are checked by calling it, in jest
 * (__tests__/plugins/content-gate/publishGate.test.ts).
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { siteBuild } from "./builds/siteBuilds.mjs";

describe("a build with a content mistake", () => {
  let result;

  before(async () => {
    result = await siteBuild("content-error");
  });

  it("fails, and says which file, which field and which rule", () => {
    assert.notEqual(result.code, 0, result.output);
    assert.notEqual(result.code, null, "killed, not stopped by the check");
    assert.ok(
      result.output.includes("Content errors: fix these files and build again"),
      result.output,
    );
    assert.ok(
      result.output.includes(
        "src/content/catarata.json: testimonials.items[0].rating must be at most 5 (found 7)",
      ),
      result.output,
    );
  });

  it("fails before the heavy work: no page is built", () => {
    assert.equal(result.pagesWritten, false);
    assert.ok(result.seconds < 120, `${result.seconds} s`);
  });
});
