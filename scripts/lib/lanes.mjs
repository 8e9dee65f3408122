/**
 * Commands run side by side, each in a lane of its own, for the test drivers (scripts/test.mjs, test-site.mjs):
 * each command's output is kept and printed whole when it ends, so that lanes never interleave their lines; the
 * first command that fails stops every other (its process group killed), and nothing new starts after it. Each
 * command's time is kept for the summary printed at the end.
 */
import { spawn } from "node:child_process";

/** A set of lanes that stop together. */
export function laneGroup({ log = (text) => process.stdout.write(text) } = {}) {
  const running = new Set();
  const times = [];
  let failed = null;

  /**
   * Runs `command` with `args`, its output kept; resolves with its exit code (1 when it was stopped because
   * another command failed). `env` is added to this process's environment. `stream` passes the output on as it
   * comes instead, for a command that prints in whole blocks of its own (a driver with lanes of its own).
   */
  function run(label, command, args, { env = {}, cwd, stream = false } = {}) {
    if (failed) return Promise.resolve(1);
    const started = Date.now();
    log(`▶ ${label}\n`);
    return new Promise((resolveCode) => {
      const child = spawn(command, args, {
        cwd,
        env: { ...process.env, FORCE_COLOR: "0", ...env },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      });
      running.add(child);
      const output = [];
      const keep = (chunk) => (stream ? log(chunk) : output.push(chunk));
      child.stdout.on("data", keep);
      child.stderr.on("data", keep);
      const finish = (code) => {
        running.delete(child);
        const seconds = (Date.now() - started) / 1000;
        const stopped = failed && failed !== label && code !== 0;
        times.push({ label, seconds, code });
        log(
          `${Buffer.concat(output).toString()}\n` +
            `${code === 0 ? "✔" : stopped ? "■" : "✖"} ${label}: ${
              code === 0
                ? "passed"
                : stopped
                  ? `stopped (${failed} failed)`
                  : `failed (exit ${code})`
            } in ${seconds.toFixed(1)} s\n\n`,
        );
        if (code !== 0 && !failed) stopAll(label);
        resolveCode(code);
      };
      child.on("error", (error) => {
        output.push(Buffer.from(String(error)));
        finish(1);
      });
      child.on("close", (code, signal) => finish(code ?? (signal ? 1 : 0)));
    });
  }

  /** Stops every running command, naming the one that failed. */
  function stopAll(label) {
    failed = label;
    for (const child of running) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        child.kill("SIGTERM");
      }
    }
  }

  /** Each command's time, longest first, as a table. */
  function summary() {
    const rows = [...times].sort((a, b) => b.seconds - a.seconds);
    return rows
      .map(
        ({ label, seconds, code }) =>
          `${seconds.toFixed(1).padStart(7)} s  ${code === 0 ? " " : "✖"} ${label}`,
      )
      .join("\n");
  }

  return {
    run,
    stopAll,
    summary,
    get failed() {
      return failed;
    },
  };
}
