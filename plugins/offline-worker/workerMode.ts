/** Which worker a build ships: the offline one, or the one that removes it (the `SERVICE_WORKER` setting). */
export type WorkerMode = "offline" | "remove";

/** The setting as the build reads it: `SERVICE_WORKER=remove` ships the removal worker; anything else, the worker. */
export function workerMode(setting: string | undefined): WorkerMode {
  return setting?.trim().toLowerCase() === "remove" ? "remove" : "offline";
}
