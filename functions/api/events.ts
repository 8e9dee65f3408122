/**
 * Cloudflare Pages Function at POST /api/events: the patients' pages send what they count here, with
 * `navigator.sendBeacon` (src/metrics/sendCounts.ts). Public: no sign-in, so it needs its own Access application
 * with a Bypass policy where Access covers /api/* (README, "Counting visits"). The rules are in
 * src/metrics/receiveEvents.ts.
 */
import { receiveEvents, type EventsEnv } from "../../src/metrics/receiveEvents";

export function onRequestPost({ request, env }: { request: Request; env: EventsEnv }) {
  return receiveEvents(request, env);
}
