import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HomeView } from "../../src/sections/home/HomeView";
import { BookingStateProbe, formControls, openWith, probe } from "../booking/bookingStoryKit";
import { home, settings } from "../fixtures/content";
import { doctorPhoto } from "../fixtures/doctorPhoto";

const meta = {
  title: "Pages/Home",
  component: HomeView,
  args: { content: home, settings, photo: doctorPhoto, currentPath: "/" },
  render: (args) => (
    <>
      <HomeView {...args} />
      <BookingStateProbe />
    </>
  ),
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole home page from src/content/home.json, in the order of the spec. */
export const Page: Story = {
  // The page's picture at 320 px with the text at 200% (.storybook/test-runner.ts).
  parameters: { largeTextPicture: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(home.hero.title);
    const sections = canvas
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    await expect(sections).toEqual([
      "Erros de refração",
      "Glaucoma",
      "Exames de retina",
      "Outros serviços",
      settings.visit.title,
      settings.practice.title,
      home.closing.title,
    ]);
    for (const title of ["Miopia", "Hipermetropia", "Astigmatismo", "Presbiopia/Vista Cansada"]) {
      await expect(canvas.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    for (const title of ["Retinopatia Diabética", "Retinopatia Hipertensiva"]) {
      await expect(canvas.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(canvas.getAllByText("O que é")).toHaveLength(2);
    await expect(canvas.getAllByText("Importância")).toHaveLength(2);
    for (const title of [
      "Teste do Olhinho",
      "Laudos Oftalmológicos",
      "Catarata",
      "Cirurgia de Pterígio",
    ]) {
      await expect(canvas.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(
      canvas.getByText(/concursos públicos.*DETRAN.*empresas.*perícia do INSS/),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: /cirurgia de catarata/i })).toHaveAttribute(
      "href",
      "/catarata/",
    );
    await expect(canvas.getByRole("img", { name: `Foto de ${settings.doctorName}` })).toBeVisible();
  },
};

/** Both "Agendar Consulta" buttons open the booking modal and record the reason "Agendar Consulta". */
export const CallsToActionOpenTheModal: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const buttons = canvas.getAllByRole("button", { name: "Agendar Consulta" });
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      const dialog = await openWith(userEvent, canvasElement, button);
      await expect(probe(canvasElement)).toHaveTextContent('Aberto; motivo: "Agendar Consulta"');
      await userEvent.click(formControls(dialog).close);
      await expect(probe(canvasElement)).toHaveTextContent('Fechado; motivo: ""');
    }
  },
};

/** The footer marks Início as the current page and, on home, shows the CRM without the RQE (the hero has it). */
export const Footer: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Páginas do site" });
    await expect(within(nav).getByRole("link", { name: "Início" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(nav).getByRole("link", { name: "Catarata" })).not.toHaveAttribute(
      "aria-current",
    );
    const legal = canvas.getByText(/© 2025/);
    await expect(legal).toHaveTextContent(`CRM-${settings.state} ${settings.crm}`);
    await expect(legal).not.toHaveTextContent("RQE");
  },
};
