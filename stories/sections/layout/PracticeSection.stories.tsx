import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { SiteSettings } from "../../../src/content/contentTypes";
import { PracticeSection } from "../../../src/sections/layout/PracticeSection";
import { expectNoOverflow } from "../../components/componentStoryKit";
import { settings } from "../../fixtures/content";

const morning = { opens: "08:00", closes: "12:00" };
const afternoon = { opens: "14:00", closes: "18:00" };

/** A practice as a real one might fill it in: a closed Wednesday afternoon and weekend, holidays, plans, a price. */
const practice: SiteSettings["practice"] = {
  ...settings.practice,
  address: {
    street: "Rua Grande, 123, sala 4",
    district: "Centro",
    postalCode: "65800-000",
    directions: "Em frente à praça da Matriz, no 2º andar, com elevador.",
  },
  landline: "559835551234",
  hours: {
    monday: [morning, afternoon],
    tuesday: [morning, afternoon],
    wednesday: [morning],
    thursday: [morning, afternoon],
    friday: [morning, afternoon],
    saturday: [],
    sunday: [],
  },
  hoursExceptions: [
    { from: "2027-01-11", until: "2027-01-22", reason: "Férias do médico", intervals: [] },
    { from: "2026-12-24", reason: "Véspera de Natal", intervals: [morning] },
  ],
  healthPlans: ["Unimed", "Bradesco Saúde", "Cassi"],
  acceptsPrivate: true,
  consultationPrice: "R$ 250,00",
  paymentMethods: ["Pix", "Cartão de crédito"],
};

const meta = {
  title: "Sections/Layout/PracticeSection",
  component: PracticeSection,
  args: { settings: { city: "Balsas", state: "MA", practice } },
} satisfies Meta<typeof PracticeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The term (a day, a date, "Convênios") each definition belongs to, as a screen reader pairs them. */
function readPairs(list: HTMLElement): [string, string][] {
  return within(list)
    .getAllByRole("term")
    .map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""]);
}

/**
 * Where, when and how to pay: the address with a map link made from it, every weekday with its intervals (closed
 * days said in words), the dated exceptions in date order whatever the editor's order, the plans and the price.
 */
export const ClosedDaysAndExceptions: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Onde atendemos" });
    const inRegion = within(region);
    await expect(inRegion.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Endereço",
      "Horário de atendimento",
      "Convênios e pagamento",
    ]);
    await expect(region).toHaveTextContent("Rua Grande, 123, sala 4");
    await expect(region).toHaveTextContent("CEP 65800-000");
    const map = inRegion.getByRole("link", { name: "Como chegar (abre o mapa em nova aba)" });
    await expect(map).toHaveAttribute(
      "href",
      expect.stringContaining(encodeURIComponent("Rua Grande, 123, sala 4, Centro, Balsas - MA")),
    );
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(inRegion.getByRole("link", { name: "Telefone: (98) 3555-1234" })).toHaveAttribute(
      "href",
      "tel:+559835551234",
    );
    const [week, exceptions, payment] = region.querySelectorAll("dl");
    await expect(readPairs(week!)).toEqual([
      ["Segunda-feira", "8h às 12h e 14h às 18h"],
      ["Terça-feira", "8h às 12h e 14h às 18h"],
      ["Quarta-feira", "8h às 12h"],
      ["Quinta-feira", "8h às 12h e 14h às 18h"],
      ["Sexta-feira", "8h às 12h e 14h às 18h"],
      ["Sábado", "Fechado"],
      ["Domingo", "Fechado"],
    ]);
    await expect(
      inRegion.getByRole("heading", { level: 4, name: "Datas especiais" }),
    ).toBeVisible();
    await expect(readPairs(exceptions!)).toEqual([
      ["24/12/2026 (Véspera de Natal)", "8h às 12h"],
      ["11/01/2027 a 22/01/2027 (Férias do médico)", "Fechado"],
    ]);
    await expect(readPairs(payment!)).toEqual([
      ["Convênios", "Unimed, Bradesco Saúde e Cassi"],
      ["Particular", "Sim. Consulta: R$ 250,00"],
      ["Pagamento", "Pix e Cartão de crédito"],
    ]);
  },
};

/** The content as shipped: placeholders, a closed Sunday and the year's end holidays. */
export const AsShipped: Story = {
  args: { settings },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: settings.practice.title });
    await expect(region).toHaveTextContent("Domingo");
    await expect(region).toHaveTextContent("Fechado");
    await expect(within(region).queryByRole("link", { name: /Telefone/ })).toBeNull();
  },
};

/**
 * A long street name: the address wraps inside its card, nothing crosses the card's edge. Pictured also at 320 px
 * with the text at 200% (`largeTextPicture`), where the phone's own narrow margins apply. (Setting 200% in the
 * story itself would keep a wide window's margins, which no phone has, and leave the words no room.)
 */
export const LongStreetAtLargeText: Story = {
  args: {
    settings: {
      city: "São José de Ribamar",
      state: "MA",
      practice: {
        ...practice,
        address: {
          ...practice.address,
          street:
            "Avenida Presidente Juscelino Kubitschek de Oliveira, 4500, Edifício Empresarial Oftalmológico, bloco B, sala 1203",
          district: "Jardim São Cristóvão",
        },
      },
    },
  },
  parameters: { largeTextPicture: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Onde atendemos" });
    await expect(region).toHaveTextContent("Juscelino Kubitschek");
    await expect(
      within(region).getByRole("link", { name: "Como chegar (abre o mapa em nova aba)" }),
    ).toBeVisible();
    // The text blocks themselves (a link's visually hidden words are clipped on purpose, as they should be).
    for (const block of region.querySelectorAll<HTMLElement>("address, dl"))
      await expectNoOverflow(block);
    await expect(
      region.querySelector("address")!.getBoundingClientRect().right,
    ).toBeLessThanOrEqual(region.getBoundingClientRect().right);
  },
};
