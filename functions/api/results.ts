/**
 * Cloudflare Pages Function at GET /api/results: the practice's results (src/admin/resultados/), for a signed-in
 * staff member only (src/server/staffSignIn.ts); `?formato=csv` gives the daily totals as a CSV file. The report
 * is built by src/server/counting/resultsReport.ts.
 */
import { elsewhere } from "../../src/server/exactPath";
import { requireStaff, type StaffSignInEnv } from "../../src/server/staffSignIn";
import type { CountingDatabase } from "../../src/server/counting/dailyCounts";
import { practiceDay } from "../../src/shared/practiceTimeZone";
import { readResultRows, resultsCsv, resultsReport } from "../../src/server/counting/resultsReport";

const privateAnswer = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex, nofollow",
};

export async function onRequestGet({
  request,
  env,
}: {
  request: Request;
  env: StaffSignInEnv & { DB?: CountingDatabase };
}) {
  const notHere = elsewhere(request, "/api/results");
  if (notHere) return notHere;
  const staff = await requireStaff(request, env);
  if (staff instanceof Response) return staff;
  const today = practiceDay(Date.now());
  let rows;
  try {
    if (!env.DB) throw new Error("no database");
    rows = await readResultRows(env.DB, today);
  } catch {
    return Response.json(
      { message: "Os resultados não estão disponíveis agora. Tente de novo mais tarde." },
      { status: 503, headers: privateAnswer },
    );
  }
  if (new URL(request.url).searchParams.get("formato") === "csv")
    return new Response(resultsCsv(rows.events), {
      headers: {
        ...privateAnswer,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="resultados-${today}.csv"`,
      },
    });
  return Response.json(resultsReport(today, rows.events, rows.speed, rows.stops), {
    headers: privateAnswer,
  });
}
