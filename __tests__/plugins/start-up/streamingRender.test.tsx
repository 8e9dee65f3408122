import { Writable } from "node:stream";
import { Suspense, type ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { renderToHtml, writtenPart } from "../../../plugins/start-up/streamingRender";

/** What React 18's own streaming render hands over, bytes as they come (Gatsby's default). */
function reactBytes(element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        pieces.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(pieces));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

/** A page like the site's: in a Suspense boundary, many short Portuguese texts, shifted by `shift` bytes. */
function page(shift: number): ReactElement {
  return (
    <Suspense fallback={null}>
      <main>
        <p>{"a".repeat(shift)}</p>
        {Array.from({ length: 400 }, (_, index) => (
          <p key={index}>A visão não volta, mas o glaucoma tem controle.</p>
        ))}
      </main>
    </Suspense>
  );
}

describe("writtenPart", () => {
  it.each<[string, number[], number[]]>([
    ["a full buffer as it is", [60, 112, 62], [60, 112, 62]],
    ["the unwritten zeros cut", [60, 195, 0, 0], [60, 195]],
    ["up to three of them", [110, 0, 0, 0], [110]],
    ["nothing written", [0, 0], []],
    ["an empty piece", [], []],
  ])("%s", (_case, bytes, expected) => {
    expect([...writtenPart(Uint8Array.from(bytes))]).toEqual(expected);
  });
});

describe("renderToHtml", () => {
  const shifts = [0, 1, 2, 3, 4, 5, 6, 7];

  it("meets the bug it fixes: React 18's own render leaves U+0000 in such a page", async () => {
    const withZeros = await Promise.all(
      shifts.map(async (shift) => (await reactBytes(page(shift))).includes(0)),
    );
    expect(withZeros).toContain(true);
  });

  it.each(shifts)(
    "writes the page without U+0000, as React meant it (shifted by %i)",
    async (shift) => {
      const html = await renderToHtml(page(shift));
      expect(html).not.toContain("\u0000");
      const meant = (await reactBytes(page(shift))).toString("utf8").replaceAll("\u0000", "");
      expect(html).toBe(meant);
      expect(html.match(/A visão não volta/g)).toHaveLength(400);
    },
  );

  it("fails as React does when a component throws", async () => {
    function Broken(): ReactElement {
      throw new Error("quebrou");
    }
    await expect(renderToHtml(<Broken />)).rejects.toThrow("quebrou");
  });
});
