/**
 * The host routes a function's path whatever its case (`/API/RESULTS` reaches functions/api/results.ts), and a
 * function's file answers its folder's addresses too; each function answers only at its one spelling, and 404
 * anywhere else, before it reads a header or a secret.
 */

/** The 404 a function gives at any address but its own, or null at its own. */
export function elsewhere(request: Request, path: string): Response | null {
  if (new URL(request.url).pathname === path) return null;
  return Response.json(
    { message: "Este endereço não existe." },
    {
      status: 404,
      headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
    },
  );
}
