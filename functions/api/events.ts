/**
 * Cloudflare Pages Function at POST /api/events: the patients' pages send what they count here, with
 * `navigator.sendBeacon` (src/counting/sendCounts.ts). Public: no sign-in, so it needs its own Access application
 * with a Bypass policy where Access covers /api/* (docs/deploying.md, step 5). The rules are in
 * src/server/counting/receiveEvents.ts.
 */
import { receiveEvents, type EventsEnv } from "../../src/server/counting/receiveEvents";

export function onRequestPost({ request, env }: { request: Request; env: EventsEnv }) {
  return receiveEvents(request, env);
}
