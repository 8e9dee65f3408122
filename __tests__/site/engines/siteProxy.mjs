/**
 * The built site at SITE_URL, passed through unchanged (status, headers, bodies: the host's own policy reaches the
 * browser), with what no engine's driver gives alike done here once for all of them (WebKitWebDriver intercepts
 * no request and reads no console):
 * - `scripts: "fail"` answers every script with a 503; `"hold"` keeps every script waiting until `release()`;
 * - every HTML page gets, first in its <head>, the same-origin probe (`/__engine-probe.js`, allowed by the
 *   policy's `script-src 'self'`) that records uncaught errors, CSP violations and the chats opened.
 */
import { readFileSync } from "node:fs";
import http from "node:http";

const probeSource = readFileSync(new URL("./pageProbe.js", import.meta.url), "utf8");
export const probePath = "/__engine-probe.js";

/** @param {{ scripts?: "load" | "fail" | "hold" }} options */
export async function siteProxy(target, { scripts = "load" } = {}) {
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  const server = http.createServer(async (request, response) => {
    try {
      const path = request.url ?? "/";
      if (path === probePath) {
        response.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
        response.end(probeSource);
        return;
      }
      if (/\.js(\?|$)/.test(path)) {
        if (scripts === "fail") {
          response.writeHead(503).end();
          return;
        }
        if (scripts === "hold") await held;
      }
      const upstream = await fetch(new URL(path, target), {
        method: request.method,
        headers: { accept: request.headers.accept ?? "*/*" },
        redirect: "manual",
      });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) =>
            !["content-encoding", "content-length", "transfer-encoding", "connection"].includes(
              name,
            ),
        ),
      );
      let body = Buffer.from(await upstream.arrayBuffer());
      if ((headers["content-type"] ?? "").includes("text/html")) {
        body = Buffer.from(
          body
            .toString("utf8")
            .replace(/<head([^>]*)>/, `<head$1><script src="${probePath}"></script>`),
        );
      }
      headers["content-length"] = String(body.length);
      response.writeHead(upstream.status, headers);
      response.end(request.method === "HEAD" ? undefined : body);
    } catch (error) {
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    release: () => release(),
    close: () =>
      new Promise((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
