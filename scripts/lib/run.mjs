/** Runs a command with inherited output and returns its exit code. */
import { spawn } from "node:child_process";

export function run(command, args, { env = {} } = {}) {
  return new Promise((resolveCode) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolveCode(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(error);
      resolveCode(1);
    });
  });
}
