import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LinksView } from "../../src/sections/links/LinksView";
import { BookingStateProbe, formControls, openWith, probe } from "../booking/bookingStoryKit";
import { links, settings } from "../fixtures/content";
import { doctorPhoto } from "../fixtures/doctorPhoto";

const meta = {
  title: "Pages/Links",
  component: LinksView,
  args: { content: links, settings, photo: doctorPhoto, currentPath: "/links/" },
  render: (args) => (
    <>
      <LinksView {...args} />
      <BookingStateProbe />
    </>
  ),
} satisfies Meta<typeof LinksView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Photo, name and registration, the social profile opening in a new tab, safely, the map link and, below, where
 * the practice is and when it is open.
 */
export const Page: Story = {
  // The page's picture at 320 px with the text at 200% (.storybook/test-runner.ts).
  parameters: { largeTextPicture: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: `Foto de ${settings.doctorName}` })).toBeVisible();
    await expect(
      canvas.getByRole("heading", { level: 1, name: settings.doctorName }),
    ).toBeVisible();
    await expect(canvas.getByRole("main")).toHaveTextContent(
      `CRM-${settings.state} ${settings.crm} · RQE ${settings.rqe}`,
    );
    const social = canvas.getByRole("link", { name: `${links.socialLabel} (abre em nova aba)` });
    await expect(social).toHaveAttribute("href", settings.socialProfileUrl);
    await expect(social).toHaveAttribute("target", "_blank");
    await expect(social).toHaveAttribute("rel", "noopener noreferrer");
    const [directions] = canvas.getAllByRole("link", {
      name: `${links.directionsLabel} (abre o mapa em nova aba)`,
    });
    await expect(directions).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/),
    );
    const practice = canvas.getByRole("region", { name: settings.practice.title });
    await expect(
      within(practice).getByRole("heading", { name: "Horário de atendimento" }),
    ).toBeVisible();
  },
};

/** "Visite nosso site" opens and closes the list of the site's two pages on each click. */
export const SiteDropdownToggles: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("button", { name: "Visite nosso site" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "Oftalmologia em geral" })).toBeNull();
    const listId = toggle.getAttribute("aria-controls") ?? "";
    await expect(document.getElementById(listId)).not.toBeNull();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("link", { name: "Oftalmologia em geral" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(canvas.getByRole("link", { name: "Cirurgia de catarata" })).toHaveAttribute(
      "href",
      "/catarata/",
    );

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "Cirurgia de catarata" })).toBeNull();

    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  },
};

/** "Agende sua consulta" opens the booking modal with the links page's reason. */
export const CallToActionOpensTheModal: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Agende sua consulta" });
    const dialog = await openWith(userEvent, canvasElement, button);
    await expect(probe(canvasElement)).toHaveTextContent(
      'Aberto; motivo: "Consulta através da página de links"',
    );
    await userEvent.click(formControls(dialog).close);
  },
};
