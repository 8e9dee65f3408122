/**
 * Ports on 127.0.0.1 for the servers the tests and the benchmark start: one that is free now, and a check that a
 * port asked for by name is free, so that a server already listening there (another checkout's site, say) is never
 * mistaken for ours.
 */
import { createServer } from "node:net";

/** A port free on 127.0.0.1 now, for a server a test starts itself. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Whether nothing listens on 127.0.0.1:`port` now. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** Throws, naming the port, when something already listens on 127.0.0.1:`port`. */
export async function assertPortFree(port, whatFor) {
  if (!(await isPortFree(port)))
    throw new Error(
      `Port ${port} on 127.0.0.1 is already in use, so ${whatFor} cannot listen there. Stop whatever serves it, ` +
        `or leave the port unset to take a free one.`,
    );
}
