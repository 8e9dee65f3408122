import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AccessibilityView } from "../../src/sections/accessibility/AccessibilityView";
import { settings } from "../fixtures/content";

const meta = {
  title: "Pages/Accessibility",
  component: AccessibilityView,
  args: { settings, currentPath: "/acessibilidade/" },
} satisfies Meta<typeof AccessibilityView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What the site supports (the keys as they work: arrows choose, Enter sends), how to enlarge its text on Android and
 * on an iPhone, and whom to tell about a difficulty and how soon the practice answers; the footer marks the page,
 * with the accessibility symbol.
 */
export const Page: Story = {
  // The page's picture at 320 px with the text at 200% (.storybook/test-runner.ts).
  parameters: { largeTextPicture: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Acessibilidade neste site" }),
    ).toBeVisible();
    for (const name of [
      "O que o site oferece",
      "Como aumentar o texto no celular",
      "Teve dificuldade com o site?",
    ])
      await expect(canvas.getByRole("heading", { level: 2, name })).toBeVisible();
    for (const name of ["Android (Chrome)", "iPhone (Safari)"])
      await expect(canvas.getByRole("heading", { level: 3, name })).toBeVisible();
    for (const support of [
      "Texto maior:",
      "Teclado:",
      "Leitores de tela:",
      "Ouvir:",
      "Alto contraste:",
      "Sem tempo limite:",
    ])
      await expect(canvas.getByText(support)).toBeVisible();
    await expect(
      canvas.getByText(/Lei 13.146\/2015, artigo 63\) exige isso dos sites/),
    ).toBeVisible();
    const keyboard = canvas.getByText("Teclado:").parentElement as HTMLElement;
    await expect(keyboard).toHaveTextContent(
      /as setas escolhem o interesse, Enter envia o formulário/,
    );
    await expect(keyboard).not.toHaveTextContent(/Enter para escolher/);
    await expect(
      canvas.getByText(new RegExp(`Respondemos ${settings.practice.replyTime} e buscamos`)),
    ).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /@/ })).toBeNull();
    // The notices' times, as the booking keeps them (src/booking/noticeTiming.ts): said, not promised away.
    await expect(
      canvas.getByText(/O aviso de campo a preencher fica até você mudar o formulário ou fechá-lo/),
    ).toBeVisible();
    await expect(canvas.getByText(/O aviso de envio fica 30 segundos na tela/)).toBeVisible();
    await expect(canvas.queryByText(/nada se apaga sozinho/)).toBeNull();

    const whatsapp = canvas.getByRole("link", { name: /abre o WhatsApp em nova aba/ });
    await expect(whatsapp).toHaveAttribute(
      "href",
      expect.stringMatching(new RegExp(`^https://wa\\.me/${settings.whatsappNumber}\\?text=`)),
    );
    await expect(whatsapp).toHaveAttribute("target", "_blank");

    const footer = within(canvas.getByRole("navigation", { name: "Páginas do site" }));
    const current = footer.getByRole("link", { name: "Acessibilidade" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current.querySelector("svg")).not.toBeNull();
  },
};

/** With a landline in the settings, the page offers it too, as a link that calls. */
export const WithLandline: Story = {
  args: {
    settings: { ...settings, practice: { ...settings.practice, landline: "559835551234" } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "(98) 3555-1234" })).toHaveAttribute(
      "href",
      "tel:+559835551234",
    );
  },
};

/** With an e-mail in the settings, the page offers it too, as a link that writes to it. */
export const WithEmail: Story = {
  args: { settings: { ...settings, email: "contato@clinicaexemplo.com.br" } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: "contato@clinicaexemplo.com.br" }),
    ).toHaveAttribute("href", "mailto:contato@clinicaexemplo.com.br");
  },
};
