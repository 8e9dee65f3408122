/**
 * A small static file server on 127.0.0.1: serves a built folder, gzips text the way the hosts do (so transfer
 * sizes and simulated load times are the ones patients get), stops on close(). It is an imitation, kept only where
 * the host's runtime has no job to do: the Storybook catalogue (not a site a host serves), the screenshots, and
 * the benchmark, whose figures compare with every earlier run's and which times pages, not headers. Everything about
 * serving (headers, redirects, status codes, the policy pages run under) is tested on Cloudflare's own runtime
 * instead (pages-dev.mjs).
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { createGzip } from "node:zlib";

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const compressible = /^(?:text\/|application\/(?:json|xml|manifest\+json)|image\/svg\+xml)/;

async function fileFor(root, urlPath) {
  const decoded = decodeURIComponent(urlPath.split("?")[0] ?? "/");
  const path = normalize(join(root, decoded));
  if (!path.startsWith(root)) return undefined;
  for (const candidate of [path, join(path, "index.html"), `${path}.html`]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

/**
 * Serves `dir` on a free port (or `port`). `headersFor(path)` may add response headers.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(
  dir,
  { port = 0, headersFor = () => ({}), notFound = "404.html" } = {},
) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    const urlPath = req.url ?? "/";
    let file = await fileFor(root, urlPath);
    let status = 200;
    if (!file) {
      file = await fileFor(root, `/${notFound}`);
      status = 404;
    }
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    const type = types[extname(file)] ?? "application/octet-stream";
    const gzip = compressible.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    res.writeHead(status, {
      "content-type": type,
      ...(gzip ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
      ...headersFor(urlPath),
    });
    const body = createReadStream(file);
    if (gzip) body.pipe(createGzip()).pipe(res);
    else body.pipe(res);
  });
  await new Promise((ok) => server.listen(port, "127.0.0.1", ok));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  return {
    url,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
