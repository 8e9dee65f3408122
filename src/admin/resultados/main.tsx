/**
 * The practice's results at /admin/resultados/, behind the staff's sign-in (Cloudflare Access covers /admin/*,
 * and GET /api/results checks the sign-in again: src/server/staffSignIn.ts). Built by the editor's Vite build
 * (src/admin/vite.config.ts), with the site's theme and components, never part of the patients' pages.
 */
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { ThemeProvider } from "styled-components";
import type { ResultsReport } from "../../shared/resultsReportShape";
import { globalCss } from "../../theme/globalCss";
import { theme } from "../../theme/theme";
import { ResultsMessage, ResultsView } from "./ResultsView";

const resultsEndpoint = "/api/results";

type Loaded =
  | { state: "loading" }
  | { state: "ready"; report: ResultsReport }
  | { state: "refused"; message: string };

/** What the staff read when the results cannot be shown, by the endpoint's answer. */
function refusalMessage(status: number, message: unknown): string {
  if (typeof message === "string" && message) return message;
  if (status === 401 || status === 403)
    return "Entre com o seu e-mail da equipe para ver os resultados.";
  return "Os resultados não estão disponíveis agora. Tente de novo mais tarde.";
}

function ResultsPage() {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => {
    fetch(resultsEndpoint, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as { message?: unknown };
        if (!response.ok)
          setLoaded({ state: "refused", message: refusalMessage(response.status, body.message) });
        else setLoaded({ state: "ready", report: body as ResultsReport });
      })
      .catch(() =>
        setLoaded({
          state: "refused",
          message: "Sem conexão com o site. Verifique a internet e recarregue a página.",
        }),
      );
  }, []);
  if (loaded.state === "ready")
    return <ResultsView report={loaded.report} csvHref={`${resultsEndpoint}?formato=csv`} />;
  return (
    <ResultsMessage>
      {loaded.state === "loading" ? "Carregando os resultados…" : loaded.message}
    </ResultsMessage>
  );
}

const style = document.createElement("style");
style.textContent = globalCss(theme);
document.head.append(style);
const container = document.getElementById("resultados");
if (container)
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <ResultsPage />
      </ThemeProvider>
    </StrictMode>,
  );
