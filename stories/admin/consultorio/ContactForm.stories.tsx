import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { ContactForm } from "../../../src/admin/consultorio/ContactForm";
import { freshTab, PracticeStory, published } from "./practiceStoryKit";

const meta = {
  title: "Admin/Phone page/Contact and address",
  component: ContactForm,
  beforeEach: freshTab,
  parameters: { layout: "fullscreen" },
  render: () => (
    <PracticeStory>
      <ContactForm />
    </PracticeStory>
  ),
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A WhatsApp number written as people write it but a digit short, and a CEP without its dash: each field says, in
 * the content model's own words, how the site needs it; focus goes to the first; nothing is sent. (A whole number
 * written that way is cleaned, not refused: `NumberCleaned`.)
 */
export const WrittenAsPeopleWriteThem: Story = {
  play: async ({ canvas, userEvent }) => {
    const whatsapp = canvas.getByLabelText("Número do WhatsApp");
    await userEvent.clear(whatsapp);
    await userEvent.type(whatsapp, "(98) 9876-543");
    const cep = canvas.getByLabelText("CEP");
    await userEvent.clear(cep);
    await userEvent.type(cep, "65800000");
    const before = published.length;
    await userEvent.click(canvas.getByRole("button", { name: "Publicar contato e endereço" }));
    await waitFor(() => expect(whatsapp).toHaveFocus());
    await expect(whatsapp).toHaveAttribute("aria-invalid", "true");
    await expect(whatsapp).toHaveAccessibleDescription(
      /Só números: 55, o DDD e o número, sem espaços nem traços\. Por exemplo: 5598987654321\./,
    );
    await expect(cep).toHaveAccessibleDescription(
      /Oito números com um traço, por exemplo 65000-000\./,
    );
    await expect(published).toHaveLength(before);
  },
};

/** The address mended and a landline added: one commit, and the patients' section shows the phone. */
export const LandlineAdded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Telefone fixo (opcional)"), "559835551234");
    await userEvent.click(canvas.getByRole("button", { name: "Publicar contato e endereço" }));
    await waitFor(() =>
      expect(within(canvas.getByRole("status")).getByText("Salvo")).toBeVisible(),
    );
    const preview = canvas.getByRole("region", { name: "Como os pacientes vão ver" });
    await expect(within(preview).getByRole("link", { name: /\(98\) 3555-1234/ })).toHaveAttribute(
      "href",
      "tel:+559835551234",
    );
  },
};

/**
 * "(98) 98765-4321", as people write it, is cleaned rather than refused: the punctuation and spaces go, 55 comes
 * before the DDD, and the file gets the number as the site needs it; the landline too.
 */
export const NumberCleaned: Story = {
  play: async ({ canvas, userEvent }) => {
    const whatsapp = canvas.getByLabelText("Número do WhatsApp");
    await userEvent.clear(whatsapp);
    await userEvent.type(whatsapp, "(98) 98765-4321");
    await userEvent.type(canvas.getByLabelText("Telefone fixo (opcional)"), "(98) 3555-1234");
    const before = published.length;
    await userEvent.click(canvas.getByRole("button", { name: "Publicar contato e endereço" }));
    await waitFor(() =>
      expect(within(canvas.getByRole("status")).getByText("Salvo")).toBeVisible(),
    );
    await expect(whatsapp).not.toHaveAttribute("aria-invalid", "true");
    await expect(published).toHaveLength(before + 1);
    const written = JSON.parse(published.at(-1)!.files[0]!.content) as {
      whatsappNumber: string;
      practice: { landline: string };
    };
    await expect(written.whatsappNumber).toBe("5598987654321");
    await expect(written.practice.landline).toBe("559835551234");
    await expect(whatsapp).toHaveValue("5598987654321");
  },
};
