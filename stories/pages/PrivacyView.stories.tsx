import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PrivacyView } from "../../src/sections/privacy/PrivacyView";
import { settings } from "../fixtures/content";

const meta = {
  title: "Pages/Privacy",
  component: PrivacyView,
  args: { settings, currentPath: "/privacidade/" },
} satisfies Meta<typeof PrivacyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A practice's privacy settings as the staff fill them in: a clinic with its CNPJ, and an e-mail. */
const clinic = {
  ...settings,
  email: "contato@clinicaexemplo.com.br",
  privacy: {
    controller: "Clínica de Olhos Exemplo Ltda.",
    controllerRegistration: "CNPJ 12.345.678/0001-90",
    requestContact: "Maria Souza, pelo e-mail privacidade@clinicaexemplo.com.br",
    conversationRetention: "por até 1 ano depois da última mensagem, e depois é apagada",
  },
};

/**
 * Who answers for the data and whom to ask, each field of the form and where it goes, the WhatsApp conversation
 * (health data) and how long it is kept, WhatsApp as Meta's, what the site counts, the address it reads and never
 * keeps, and the patient's rights, in plain Portuguese; the footer marks the page.
 */
export const Page: Story = {
  args: { settings: clinic },
  // The page's picture at 320 px with the text at 200% (.storybook/test-runner.ts).
  parameters: { largeTextPicture: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Sua privacidade neste site" }),
    ).toBeVisible();
    for (const name of [
      "Quem cuida dos seus dados",
      "O formulário de agendamento",
      "A conversa no WhatsApp",
      "O WhatsApp é da Meta",
      "O que contamos",
      "O endereço de internet do seu aparelho",
      "O que fica no seu aparelho",
      "O que nunca coletamos",
      "Seus direitos",
      "Dúvidas",
    ])
      await expect(canvas.getByRole("heading", { level: 2, name })).toBeVisible();

    // The controller with its registration, and the contact for data requests.
    await expect(
      canvas.getByText(
        /Quem responde pelos seus dados pessoais é Clínica de Olhos Exemplo Ltda\. \(CNPJ 12\.345\.678\/0001-90\): é o controlador/,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        "Para perguntar ou pedir algo sobre os seus dados: Maria Souza, pelo e-mail privacidade@clinicaexemplo.com.br.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: clinic.email })).toHaveAttribute(
      "href",
      `mailto:${clinic.email}`,
    );

    // Each field of the form, and where it goes: the typed number into the message to the practice.
    for (const field of ["Nome:", "WhatsApp:", "Interesse:"])
      await expect(canvas.getByText(field)).toBeVisible();
    await expect(
      canvas.getByText(/o número que você digitar, para o consultório responder nele/),
    ).toBeVisible();

    // The conversation: health data (art. 11), what the practice does with it and for how long.
    await expect(canvas.getByText(/dados de saúde, que a LGPD protege .*artigo 11/)).toBeVisible();
    await expect(
      canvas.getByText(
        /A conversa fica guardada no WhatsApp do consultório por até 1 ano depois da última mensagem, e depois é apagada\./,
      ),
    ).toBeVisible();

    // WhatsApp is Meta's, with its own policy.
    const policy = canvas.getByRole("link", { name: /Política de Privacidade do WhatsApp/ });
    await expect(policy).toHaveAttribute(
      "href",
      "https://www.whatsapp.com/legal/privacy-policy?lang=pt_BR",
    );
    await expect(policy).toHaveAttribute("target", "_blank");

    // The address the counting's limit reads and never keeps; it is no longer among what is "never collected".
    await expect(canvas.getByText(/O site não guarda o endereço/)).toBeVisible();
    // The service worker's copies: on the phone only, and how to delete them.
    await expect(
      canvas.getByText(/guarda no próprio aparelho uma cópia das páginas e fotos/),
    ).toBeVisible();
    const never = canvas.getByRole("heading", { level: 2, name: "O que nunca coletamos" })
      .nextElementSibling as HTMLElement;
    await expect(never).not.toHaveTextContent(/endereço de internet/);

    // The rights of art. 18, and how to use them.
    await expect(canvas.getByText(/a LGPD \(artigo 18\) garante/)).toBeVisible();
    for (const right of [
      /saber se o consultório tem dados seus/,
      /corrigir dados/,
      /anonimizados, bloqueados ou apagados/,
      /portabilidade/,
      /retirar uma autorização/,
      /com quem o consultório compartilha/,
    ])
      await expect(canvas.getByText(right)).toBeVisible();
    await expect(canvas.getByText(/Como pedir: fale com Maria Souza/)).toBeVisible();
    await expect(canvas.getByText(/até 15 dias \(LGPD, artigo 19\)/)).toBeVisible();

    await expect(canvas.getByText(/não usa cookies/)).toBeVisible();
    await expect(canvas.getByText(/LGPD, artigo 12/)).toBeVisible();
    await expect(canvas.getByText(/por até 2 anos/)).toBeVisible();
    const footer = within(canvas.getByRole("navigation", { name: "Páginas do site" }));
    await expect(footer.getByRole("link", { name: "Privacidade" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** The doctor as the controller, by the CRM, and no e-mail in the settings: no e-mail link. */
export const DoctorAsController: Story = {
  args: {
    settings: {
      ...settings,
      privacy: {
        ...clinic.privacy,
        controller: "Dra. Ana Souza",
        controllerRegistration: "CRM-MA 12345",
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        /Quem responde pelos seus dados pessoais é Dra\. Ana Souza \(CRM-MA 12345\)/,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /@/ })).toBeNull();
  },
};
