import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { BookingButton } from "../../src/booking/BookingButton";
import { bookingReasons, type BookingReasonKey } from "../../src/booking/bookingReasons";
import { Stack } from "../../src/components/Stack";
import { BookingStateProbe, formControls, inDocument, openWith, probe } from "./bookingStoryKit";

/** The four calls to action of the site, with the words they carry on their pages. */
const callsToAction: { reason: BookingReasonKey; label: string; variant: "primary" | "outline" }[] =
  [
    { reason: "home", label: "Agendar Consulta", variant: "primary" },
    { reason: "catarata", label: "Agendar consulta", variant: "primary" },
    { reason: "catarataDuvidas", label: "Tenho dúvidas, falar com a clínica", variant: "outline" },
    { reason: "links", label: "Agende sua consulta", variant: "primary" },
  ];

const meta = {
  title: "Booking/Calls to action",
  component: BookingButton,
  tags: ["!autodocs"],
  args: { reason: "home" },
  parameters: { layout: "padded" },
} satisfies Meta<typeof BookingButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each call to action opens the one modal and records its own reason; closing clears it. */
export const CallsToAction: Story = {
  render: () => (
    <Stack gap={4} align="start">
      <Stack direction="row" gap={3} wrap>
        {callsToAction.map(({ reason, label, variant }) => (
          <BookingButton key={reason} reason={reason} variant={variant}>
            {label}
          </BookingButton>
        ))}
      </Stack>
      <BookingStateProbe />
    </Stack>
  ),
  play: async ({ canvas, userEvent, canvasElement }) => {
    await expect(probe(canvasElement)).toHaveTextContent('Fechado; motivo: ""');
    for (const { reason, label } of callsToAction) {
      const opener = canvas.getByRole("button", { name: label });
      await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
      const dialog = await openWith(userEvent, canvasElement, opener);
      await expect(probe(canvasElement)).toHaveTextContent(
        `Aberto; motivo: "${bookingReasons[reason]}"`,
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
