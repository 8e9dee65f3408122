/**
 * Cloudflare Pages Function at /api/editor/practice: the phone page's one door to the practice's data
 * (src/server/practice/servePractice.ts says what it reads, what it publishes and how).
 */
import { elsewhere } from "../../../src/server/exactPath";
import { servePractice, type PracticeEnv } from "../../../src/server/practice/servePractice";

export async function onRequest({ request, env }: { request: Request; env: PracticeEnv }) {
  const notHere = elsewhere(request, "/api/editor/practice");
  if (notHere) return notHere;
  return servePractice(request, env);
}
