import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "styled-components";
import { reasonMessage } from "../../src/booking/reasonMessage";
import { BookingButton, type BookingButtonProps } from "../../src/booking/BookingButton";
import { BookingProvider } from "../../src/booking/BookingContext";
import { theme } from "../../src/theme/theme";
import { fixedReason, type FixedReasonKey } from "../../src/booking/bookingReasons";
import { Stack } from "../../src/components/Stack";
import {
  BookingStateProbe,
  expectClosedAndReset,
  formControls,
  inDocument,
  openWith,
  probe,
  touch,
} from "./bookingStoryKit";

/** The four calls to action of the site, with the words they carry on their pages. */
const callsToAction: {
  reasonKey: FixedReasonKey;
  label: string;
  variant: "primary" | "outline";
}[] = [
  { reasonKey: "home", label: "Agendar Consulta", variant: "primary" },
  { reasonKey: "catarata", label: "Agendar consulta", variant: "primary" },
  { reasonKey: "catarataDuvidas", label: "Tenho dúvidas, falar com a clínica", variant: "outline" },
  { reasonKey: "links", label: "Agende sua consulta", variant: "primary" },
];

const meta = {
  title: "Booking/Calls to action",
  component: BookingButton,
  tags: ["!autodocs"],
  args: { reasonKey: "home" },
  parameters: { layout: "padded" },
} satisfies Meta<typeof BookingButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each call to action opens the one modal and records its own reason; closing clears it. A finger's tap opens it
 * as the finger lifts, and cancels the click the browser would make of the tap (it would land on the dialog).
 */
export const CallsToAction: Story = {
  render: () => (
    <Stack gap={4} align="start">
      <Stack direction="row" gap={3} wrap>
        {callsToAction.map(({ reasonKey, label, variant }) => (
          <BookingButton key={reasonKey} reasonKey={reasonKey} variant={variant}>
            {label}
          </BookingButton>
        ))}
      </Stack>
      <BookingStateProbe />
    </Stack>
  ),
  play: async ({ canvas, userEvent, canvasElement }) => {
    await expect(probe(canvasElement)).toHaveTextContent('Fechado; motivo: ""');

    const tapped = canvas.getByRole("button", { name: "Tenho dúvidas, falar com a clínica" });
    // A finger that slides off the button, or a touch the browser has made a scroll of, is left to the browser.
    await expect(touch(tapped, { moveBy: 40 })).toBe(false);
    await expect(touch(tapped, { cancelable: false })).toBe(false);
    await expect(probe(canvasElement)).toHaveTextContent('Fechado; motivo: ""');
    await expect(touch(tapped)).toBe(true);
    const tappedDialog = await inDocument(canvasElement).findByRole(
      "dialog",
      { name: "Agendar Consulta" },
      { timeout: 5000 },
    );
    await expect(probe(canvasElement)).toHaveTextContent(
      `Aberto; motivo: "${fixedReason("catarataDuvidas").label}"`,
    );
    await waitFor(() => expect(formControls(tappedDialog).name).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await expectClosedAndReset(canvasElement, tapped);

    for (const { reasonKey, label } of callsToAction) {
      const opener = canvas.getByRole("button", { name: label });
      await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
      const dialog = await openWith(userEvent, canvasElement, opener);
      await expect(probe(canvasElement)).toHaveTextContent(
        `Aberto; motivo: "${fixedReason(reasonKey).label}"`,
      );
      // One modal for all of them.
      await expect(inDocument(canvasElement).getAllByRole("dialog")).toHaveLength(1);
      await userEvent.click(formControls(dialog).close);
      await waitFor(() => expect(inDocument(canvasElement).queryByRole("dialog")).toBeNull());
      await expect(probe(canvasElement)).toHaveTextContent('Fechado; motivo: ""');
      await waitFor(() => expect(opener).toHaveFocus());
    }
    await expect(within(canvasElement).getAllByRole("button")).toHaveLength(4);
  },
};

/**
 * The HTML the build writes for a call to action, as the server renders it (react-dom/server), shown as static
 * markup: what a visitor has with JavaScript off, or before the scripts arrive.
 */
function ServerRendered({ buttons }: { buttons: BookingButtonProps[] }) {
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <BookingProvider practiceWhatsapp="5599000000000">
        {buttons.map((props) => (
          <BookingButton key={props.reason?.label ?? props.reasonKey} {...props} />
        ))}
      </BookingProvider>
    </ThemeProvider>,
  );
  return <Stack direction="row" gap={3} wrap dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Each call to action as the page's HTML has it, before React runs it (JavaScript off, or the scripts still
 * coming): a link to the practice's chat, with a message naming its reason, opened in a new tab.
 */
export const ServerMarkup: Story = {
  render: () => (
    <ServerRendered
      buttons={callsToAction.map(({ reasonKey, label, variant }) => ({
        reasonKey,
        variant,
        children: label,
      }))}
    />
  ),
  play: async ({ canvas }) => {
    for (const { reasonKey, label } of callsToAction) {
      const link = canvas.getByRole("link", { name: `${label} (abre o WhatsApp em nova aba)` });
      const href = new URL(link.getAttribute("href") ?? "");
      await expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/5599000000000");
      // The message the call to action's own link opens with: no name, no number (none was typed), the
      // reason's own sentence where it adds to "agendar consulta" (src/booking/bookingMessage.ts's tests hold
      // each one).
      await expect(href.searchParams.get("text")).toBe(reasonMessage(fixedReason(reasonKey)));
      await expect(href.searchParams.get("text")).toMatch(
        /^Olá! Vim através do site e gostaria de agendar consulta\.( (É sobre|Tenho dúvidas sobre) [^.]+\.)?$/,
      );
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener");
      await expect(link).toHaveAttribute("data-booking-reason", fixedReason(reasonKey).label);
      await expect(link).not.toHaveAttribute("aria-haspopup");
    }
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
  },
};

/**
 * A call to action tapped before the page's scripts are there: the page's loader marks it `aria-busy` until the
 * modal opens. It shows a turning ring after its words (a shape, not a colour), and keeps its name.
 */
export const Busy: Story = {
  render: () => (
    <ServerRendered
      buttons={[{ reasonKey: "home", size: "lg", "aria-busy": true, children: "Agendar Consulta" }]}
    />
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", {
      name: "Agendar Consulta (abre o WhatsApp em nova aba)",
    });
    await expect(link).toHaveAttribute("aria-busy", "true");
    const ring = getComputedStyle(link, "::after");
    await expect(ring.content).toBe('""');
    await expect(parseFloat(ring.width)).toBeGreaterThan(10);
    await expect(parseFloat(ring.borderTopWidth)).toBeGreaterThan(1);
    await expect(getComputedStyle(link).cursor).toBe("progress");
  },
};
