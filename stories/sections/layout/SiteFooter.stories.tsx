import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SiteFooter } from "../../../src/sections/layout/SiteFooter";
import { footerPages } from "../../../src/shared/sitePages";
import { settings } from "../../fixtures/content";

const meta = {
  title: "Sections/Layout/SiteFooter",
  component: SiteFooter,
  args: { settings, currentPath: "/", showRqe: false },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The footer's navigation as a screen reader announces it: the page links, and "current page" on exactly one,
 * which also looks different from the others.
 */
async function expectCurrentPage(footer: HTMLElement, current: string) {
  const nav = within(footer).getByRole("navigation", { name: "Páginas do site" });
  const links = within(nav).getAllByRole("link");
  await expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Início", "/"],
    ["Catarata", "/catarata/"],
    ["Conteúdos", "/conteudos/"],
    ["Links Importantes", "/links/"],
    ["Privacidade", "/privacidade/"],
    ["Acessibilidade", "/acessibilidade/"],
  ]);
  const marked = links.filter((link) => link.getAttribute("aria-current") === "page");
  await expect(marked.map((link) => link.textContent)).toEqual([current]);
  const other = links.find((link) => link.textContent !== current) as HTMLElement;
  await expect(getComputedStyle(marked[0] as HTMLElement).backgroundColor).not.toBe(
    getComputedStyle(other).backgroundColor,
  );
}

/** On the home page: Início is current, and only the CRM is shown. */
export const OnHome: Story = {
  args: { currentPath: "/", showRqe: false },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole("contentinfo");
    await expectCurrentPage(footer, "Início");
    await expect(footer).toHaveTextContent(`© 2025 ${settings.doctorName}`);
    await expect(footer).toHaveTextContent(
      `Médico Oftalmologista · CRM-${settings.state} ${settings.crm}`,
    );
    await expect(footer).not.toHaveTextContent("RQE");
    // The accessibility page's link carries the accessibility symbol (Lei 13.146/2015, art. 63).
    const accessibility = within(footer).getByRole("link", { name: "Acessibilidade" });
    await expect(accessibility.querySelector("svg")).not.toBeNull();
    // Without a registration of its own or a technical director in the settings, the footer names neither.
    await expect(footer).not.toHaveTextContent(/Consultório registrado|Direção técnica/);
  },
};

/** On the accessibility page: its link is current. */
export const OnAccessibility: Story = {
  args: { currentPath: "/acessibilidade/", showRqe: true },
  play: async ({ canvas }) => {
    await expectCurrentPage(canvas.getByRole("contentinfo"), "Acessibilidade");
  },
};

/** A woman's settings: "Médica" beside her CRM, even when her title was left in the masculine. */
export const ForAWoman: Story = {
  args: {
    currentPath: "/",
    settings: {
      ...settings,
      doctorForm: "feminino",
      doctorName: "Dra. Ana Souza",
      doctorTitle: "Médico Oftalmologista",
    },
  },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole("contentinfo");
    await expect(footer).toHaveTextContent(
      `© 2025 Dra. Ana Souza · Médica Oftalmologista · CRM-${settings.state} ${settings.crm}`,
    );
    await expect(footer).not.toHaveTextContent(/Médico/);
  },
};

/** A clinic with its own registration in the CRM and a technical director: both under the doctor's line. */
export const ClinicRegistration: Story = {
  args: {
    currentPath: "/",
    settings: {
      ...settings,
      clinicRegistration: "1234",
      technicalDirector: "Dra. Ana Souza, CRM-MA 54321",
    },
  },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole("contentinfo");
    await expect(
      within(footer).getByText(`Consultório registrado no CRM-${settings.state} sob o nº 1234`),
    ).toBeVisible();
    await expect(
      within(footer).getByText("Direção técnica: Dra. Ana Souza, CRM-MA 54321"),
    ).toBeVisible();
  },
};

/** On the cataract page: Catarata is current, and the RQE follows the CRM. */
export const OnCatarata: Story = {
  args: { currentPath: "/catarata/", showRqe: true },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole("contentinfo");
    await expectCurrentPage(footer, "Catarata");
    await expect(footer).toHaveTextContent(
      `CRM-${settings.state} ${settings.crm} · RQE ${settings.rqe}`,
    );
  },
};

/** On the links page: Links Importantes is current. */
export const OnLinks: Story = {
  args: { currentPath: "/links/", showRqe: true },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole("contentinfo");
    await expectCurrentPage(footer, "Links Importantes");
    await expect(footer).toHaveTextContent(`RQE ${settings.rqe}`);
  },
};

/** A page reached by its old address, without the slash: the same link is still current. */
export const OldAddress: Story = {
  args: { currentPath: "/catarata", showRqe: true },
  play: async ({ canvas }) => {
    await expectCurrentPage(canvas.getByRole("contentinfo"), "Catarata");
  },
};

/** An unknown path (the not-found page) marks no link as current. */
export const OnUnknownPath: Story = {
  args: { currentPath: "/pagina-que-nao-existe", showRqe: true },
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole("navigation", { name: "Páginas do site" })).getAllByRole(
      "link",
    );
    await expect(links).toHaveLength(footerPages.length);
    for (const link of links) await expect(link).not.toHaveAttribute("aria-current");
  },
};
