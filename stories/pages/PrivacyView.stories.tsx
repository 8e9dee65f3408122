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
    ...settings.privacy,
    controller: "Clínica de Olhos Exemplo Ltda.",
    controllerRegistration: "CNPJ 12.345.678/0001-90",
    controllerAddress: "Rua Grande, 100, Centro, Bacabal (MA), 65700-000",
    officer: "indicado",
    requestContact: "Maria Souza, pelo e-mail privacidade@clinicaexemplo.com.br",
    host: "Cloudflare, empresa dos Estados Unidos",
    transferSafeguard:
      "as cláusulas-padrão da ANPD, no contrato com a Cloudflare (Resolução CD/ANPD nº 19/2024)",
    conversationRetention: "por até 1 ano depois da última mensagem, e depois é apagada",
    confirmed: true,
  },
};

/**
 * Who answers for the data, where, and whom to ask (the encarregado), each field of the message and where it goes,
 * Meta receiving it when WhatsApp opens, the WhatsApp conversation (health data) and how long it is kept, the legal
 * basis of each use, who else receives the data, the host and the transfer abroad, what the site counts, the
 * address it reads and never keeps, and the patient's rights, in plain Portuguese; the footer marks the page.
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
      "O WhatsApp é da Meta",
      "A conversa no WhatsApp",
      "Por que usamos os seus dados",
      "Quem mais recebe os seus dados",
      "Onde o site fica",
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
        /Quem responde pelos seus dados pessoais é Clínica de Olhos Exemplo Ltda\. \(CNPJ 12\.345\.678\/0001-90\)\. É o controlador/,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText("Endereço: Rua Grande, 100, Centro, Bacabal (MA), 65700-000."),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        "Quem atende os seus pedidos é o encarregado pelos dados (LGPD, artigo 41).",
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
    for (const field of ["Nome:", "WhatsApp:", "Interesse:", "Assunto:"])
      await expect(canvas.getByText(field)).toBeVisible();
    await expect(
      canvas.getByText(/o número que você digitar, para o consultório responder nele/),
    ).toBeVisible();
    await expect(canvas.getByText(/“Tenho dúvidas sobre glaucoma”/)).toBeVisible();
    // The chat's address carries the message: Meta has it when WhatsApp opens, sent or not.
    await expect(
      canvas.getByText(
        /a Meta recebe a mensagem quando o WhatsApp abre, mesmo que você não a envie/,
      ),
    ).toBeVisible();

    // The legal basis of each use, who else receives the data, the host and the transfer abroad.
    for (const basis of [
      /artigo 7º, inciso V\)/,
      /artigo 7º, inciso II,/,
      /artigo 7º, inciso IX\)/,
    ])
      await expect(canvas.getByText(basis)).toBeVisible();
    await expect(canvas.getByText(/O centro cirúrgico, quando você vai operar/)).toBeVisible();
    await expect(
      canvas.getByText("Empresa que hospeda o site: Cloudflare, empresa dos Estados Unidos."),
    ).toBeVisible();
    await expect(canvas.getByText(/transferência internacional \(LGPD, artigo 33\)/)).toBeVisible();

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
      /se opor a um uso dos seus dados/,
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

/**
 * The doctor as the controller, by the CRM, claiming the small agent's exemption from an encarregado, and no e-mail
 * in the settings: no e-mail link.
 */
export const DoctorAsController: Story = {
  args: {
    settings: {
      ...settings,
      privacy: {
        ...clinic.privacy,
        controller: "Dra. Ana Souza",
        controllerRegistration: "CRM-MA 12345",
        officer: "pequeno porte",
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Não há encarregado pelos dados \(LGPD, artigo 41\)/),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        /Quem responde pelos seus dados pessoais é Dra\. Ana Souza \(CRM-MA 12345\)/,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /@/ })).toBeNull();
  },
};
