/**
 * Cloudflare Pages Function at /api/editor/identity: who Cloudflare Access signed in, for the editor's header
 * ("Você entrou como …") and its sign-out (src/admin/staffBar.ts).
 */
import { elsewhere } from "../../../src/server/exactPath";
import { requireStaff, type StaffSignInEnv } from "../../../src/server/staffSignIn";

export async function onRequestGet({ request, env }: { request: Request; env: StaffSignInEnv }) {
  const notHere = elsewhere(request, "/api/editor/identity");
  if (notHere) return notHere;
  const staff = await requireStaff(request, env);
  if (staff instanceof Response) return staff;
  return new Response(JSON.stringify({ email: staff.email, name: staff.name }), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
