import { cloneElement } from "react";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet, ThemeProvider } from "styled-components";
import { theme } from "../theme/theme";
import { DialogLook } from "./BookingModal";

/**
 * The booking dialog's CSS as a `<style>` for every page's head, written by the build (gatsby-ssr.tsx), in the
 * form styled-components reads back as it starts. Its rules are then in the page before any tap: opening the
 * dialog adds none, and Chrome restyles the dialog alone instead of matching every element of the page
 * against a changed sheet, which a tap at first paint paid on top of the dialog's own work (issue 20).
 * Server only: it imports React's server renderer, which no browser bundle should carry.
 */
export function dialogStyleElement(practiceWhatsapp: string) {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <DialogLook practiceWhatsapp={practiceWhatsapp} />
        </ThemeProvider>,
      ),
    );
    return sheet
      .getStyleElement()
      .map((element, index) =>
        cloneElement(element, { key: `booking-dialog-style-${index}`, id: "booking-dialog-style" }),
      );
  } finally {
    sheet.seal();
  }
}
