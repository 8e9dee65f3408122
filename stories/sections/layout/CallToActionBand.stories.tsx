import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BookingButton } from "../../../src/booking/BookingButton";
import { Icon } from "../../../src/components/Icon";
import { CONTACT_SECTION_ID } from "../../../src/sections/catarata/CatarataHero";
import { CallToActionBand } from "../../../src/sections/layout/CallToActionBand";
import { catarata, home } from "../../fixtures/content";

const meta = {
  title: "Sections/Layout/CallToActionBand",
  component: CallToActionBand,
  args: {
    id: CONTACT_SECTION_ID,
    headingId: "catarata-agendar",
    title: catarata.finalCta.title,
    text: catarata.finalCta.text,
    children: (
      <>
        <BookingButton reasonKey="catarata" variant="inverse" size="lg">
          <Icon name="calendar" />
          {catarata.finalCta.ctaLabel}
        </BookingButton>
        <BookingButton reasonKey="catarataDuvidas" variant="outlineInverse" size="lg">
          <Icon name="chat" />
          {catarata.finalCta.doubtsLabel}
        </BookingButton>
      </>
    ),
  },
} satisfies Meta<typeof CallToActionBand>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The cataract page's closing band: the target of the hero's link (id "contact-form", focusable from script so
 * focus can follow the scroll), with the two final buttons.
 */
export const ContactForm: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: catarata.finalCta.title });
    await expect(region).toHaveAttribute("id", "contact-form");
    await expect(region).toHaveAttribute("tabindex", "-1");
    const inBand = within(region);
    await expect(inBand.getByRole("heading", { level: 2 })).toHaveAttribute(
      "id",
      "catarata-agendar",
    );
    await expect(region).toHaveTextContent(catarata.finalCta.text);
    const buttons = inBand.getAllByRole("button");
    await expect(buttons.map((button) => button.textContent)).toEqual([
      "Agendar consulta",
      "Tenho dúvidas, falar com a clínica",
    ]);
    for (const button of buttons) await expect(button).toHaveAttribute("aria-haspopup", "dialog");
  },
};

/** The home page's band has no id, so it is not a tab stop or link target. */
export const Home: Story = {
  args: {
    id: undefined,
    headingId: "agende",
    title: home.closing.title,
    text: home.closing.text,
    children: (
      <BookingButton reasonKey="home" variant="inverse" size="lg">
        <Icon name="calendar" />
        {home.closing.ctaLabel}
      </BookingButton>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: home.closing.title });
    await expect(region).not.toHaveAttribute("id");
    await expect(region).not.toHaveAttribute("tabindex");
    await expect(within(region).getByRole("button", { name: "Agendar Consulta" })).toBeVisible();
  },
};
