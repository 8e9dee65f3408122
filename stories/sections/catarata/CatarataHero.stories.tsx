import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Button } from "../../../src/components/Button";
import { CatarataHero, CONTACT_SECTION_ID } from "../../../src/sections/catarata/CatarataHero";
import { CallToActionBand } from "../../../src/sections/layout/CallToActionBand";
import { catarata } from "../../fixtures/content";
import { expectStatNotes, readStatPairs } from "../sectionStoryKit";

const meta = {
  title: "Sections/Catarata/CatarataHero",
  component: CatarataHero,
  args: { hero: catarata.hero },
} satisfies Meta<typeof CatarataHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The h1, a link down to the contact band (not a booking button), and the three headline figures. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: catarata.hero.title });
    const inHero = within(region);
    await expect(inHero.getByRole("heading", { level: 1 })).toHaveTextContent(catarata.hero.title);
    await expect(region).toHaveTextContent(catarata.hero.eyebrow);
    await expect(region).toHaveTextContent(catarata.hero.lead);

    const scroll = inHero.getByRole("link", { name: catarata.hero.scrollLabel });
    await expect(scroll).toHaveAttribute("href", "#contact-form");
    // It scrolls; it does not book, so it must not promise to.
    await expect(scroll).not.toHaveAccessibleName(/Agendar/i);
    await expect(inHero.queryByRole("button")).toBeNull();

    const pairs = await readStatPairs(region);
    await expect(pairs.map(([, value]) => value)).toEqual(["15-20 min", "2-3 dias"]);
    await expect(pairs).toEqual(catarata.hero.stats.map((stat) => [stat.label, stat.value]));
    // Under each figure, what exactly it counts and where it comes from, in fields of their own.
    await expectStatNotes(region, catarata.hero.stats);
  },
};

/** With the contact band on the page, the link takes keyboard focus there and updates the address. */
export const ScrollsToContactForm: Story = {
  render: (args) => (
    <>
      <CatarataHero {...args} />
      <CallToActionBand
        id={CONTACT_SECTION_ID}
        headingId="catarata-agendar"
        title={catarata.finalCta.title}
        text={catarata.finalCta.text}
      >
        <Button variant="inverse">{catarata.finalCta.ctaLabel}</Button>
      </CallToActionBand>
    </>
  ),
  play: async ({ canvas, userEvent, canvasElement }) => {
    const band = canvas.getByRole("region", { name: catarata.finalCta.title });
    await userEvent.click(canvas.getByRole("link", { name: catarata.hero.scrollLabel }));
    await waitFor(() => expect(band).toHaveFocus());
    await expect(canvasElement.ownerDocument.defaultView?.location.hash).toBe("#contact-form");
  },
};
