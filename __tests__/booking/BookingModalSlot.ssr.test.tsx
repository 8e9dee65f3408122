import { renderToString } from "react-dom/server";
import { ThemeProvider } from "styled-components";
import { BookingProvider } from "../../src/booking/BookingContext";
import { BookingModalSlot } from "../../src/booking/BookingModalSlot";
import { theme } from "../../src/theme/theme";

/*
 * Gatsby renders every page on the server, with the slot in the root wrapper. It must add nothing there: no
 * markup (the modal's code is fetched later, in the browser) and no access to `window`, which Node lacks.
 */
describe("BookingModalSlot on the server", () => {
  it.each([
    ["closed", false],
    ["open (a stale initial state)", true],
  ])("renders nothing and never touches window when %s", (_label, initialOpen) => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <BookingProvider practiceWhatsapp="5598987654321" initialOpen={initialOpen}>
          <main>Página</main>
          <BookingModalSlot practiceWords={() => Promise.resolve({})} />
        </BookingProvider>
      </ThemeProvider>,
    );
    expect(html).toBe("<main>Página</main>");
  });
});
