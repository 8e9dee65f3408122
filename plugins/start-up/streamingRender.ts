/**
 * Renders each page's body as Gatsby does (React 18's renderToPipeableStream, once everything is ready), without
 * the stray U+0000 bytes React 18.3's streaming renderer can leave in it.
 *
 * Why: inside a Suspense boundary (every page sits in one, src/root/PageWrapper.tsx), React 18 encodes the HTML
 * into a 2 KB buffer. When a multi-byte character ("ã", 2 bytes in UTF-8) would straddle the buffer's end, the
 * encoder stops short of it, and React sends the whole buffer, unwritten bytes included: zeros in the middle of
 * the page (facebook/react#31134). React 19 sends only the written part (facebook/react#26228); React 18 was not
 * patched. This does the same for each piece React hands over: a freshly made buffer's unwritten bytes are zero,
 * and UTF-8 never uses a zero byte for anything but U+0000, which no page means to hold, so trimming the zeros at
 * the end of each piece restores exactly the text React meant. Chosen over editing react-dom in node_modules (lost
 * on every install) and over cleaning the files after the build (the bytes would still be wrong in every other
 * renderer of the page, and a file could be missed): it fixes the bytes where they are made, for every page.
 */
import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";

/** `chunk` without the zero bytes at its end: the part of React's buffer it actually wrote. */
export function writtenPart(chunk: Uint8Array): Uint8Array {
  let end = chunk.length;
  while (end > 0 && chunk[end - 1] === 0) end -= 1;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

/** The HTML of `element` once every Suspense boundary has its content, as Gatsby's own render makes it. */
export function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        pieces.push(Buffer.from(writtenPart(chunk)));
        done();
      },
      final(done) {
        resolve(Buffer.concat(pieces).toString("utf8"));
        done();
      },
    });
    sink.on("error", reject);
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(sink);
      },
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * Gatsby's replaceRenderer (gatsby-ssr.tsx): the body through renderToHtml. On an error the body is left unset,
 * and Gatsby renders the page itself, reporting the error as it always does.
 */
export async function replaceRenderer({
  bodyComponent,
  replaceBodyHTMLString,
}: {
  bodyComponent: ReactElement;
  replaceBodyHTMLString: (html: string) => void;
}): Promise<void> {
  const html = await renderToHtml(bodyComponent).catch(() => undefined);
  if (html !== undefined) replaceBodyHTMLString(html);
}
