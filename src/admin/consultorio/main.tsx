/**
 * The phone page at /admin/consultorio/: the practice's everyday updates (hours, special dates, health plans and
 * payment, contact, the doctor's photo), behind the staff's sign-in like the rest of /admin/ (Cloudflare Access,
 * then the content gateway's session), built from the site's theme and components by the editor's Vite build
 * (src/admin/vite.config.ts). Light enough for a phone on mobile data: no Decap CMS, and the content model's
 * checks come after the first screen.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ThemeProvider } from "styled-components";
import { globalCss } from "../../theme/globalCss";
import { theme } from "../../theme/theme";
import { editorRepository } from "../staffAddresses";
import { PracticeApp } from "./PracticeApp";

const style = document.createElement("style");
style.textContent = globalCss(theme);
document.head.append(style);

const { repo, branch } = editorRepository(import.meta.env);
const container = document.getElementById("consultorio");
if (container)
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <PracticeApp
          origin={window.location.origin}
          hostname={window.location.hostname}
          repo={repo}
          branch={branch}
        />
      </ThemeProvider>
    </StrictMode>,
  );
