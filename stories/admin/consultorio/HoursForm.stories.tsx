import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { HoursForm } from "../../../src/admin/consultorio/HoursForm";
import { PracticeStory, published, type StoreAnswer } from "./practiceStoryKit";

const meta = {
  title: "Admin/Phone page/Weekly hours",
  parameters: { layout: "fullscreen" },
  args: { answer: "publishes" },
  render: ({ answer }) => (
    <PracticeStory answer={answer}>
      <HoursForm />
    </PracticeStory>
  ),
} satisfies Meta<{ answer: StoreAnswer }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saturday opened with a tap, its closing time changed, published: the commit holds Saturday alone. */
export const SaturdayPublished: Story = {
  play: async ({ canvas, userEvent }) => {
    const saturday = canvas.getByRole("button", { name: "Sábado" });
    await expect(saturday).toHaveAccessibleDescription("8h às 12h");
    await expect(saturday).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(saturday);
    await expect(saturday).toHaveAttribute("aria-expanded", "true");
    const closes = canvas.getByLabelText("Sábado, 1º horário: fecha às");
    await userEvent.clear(closes);
    await userEvent.type(closes, "13:00");
    await expect(saturday).toHaveAccessibleDescription("8h às 13h");
    const before = published.length;
    await userEvent.click(canvas.getByRole("button", { name: "Publicar o horário" }));
    const status = canvas.getByRole("status");
    // The shipped examples still wait: the change is saved, and the page does not say the patients' site changes.
    await waitFor(() => expect(within(status).getByText("Salvo")).toBeVisible());
    await expect(status).toHaveTextContent("O site dos pacientes ainda não muda");
    await expect(status).not.toHaveTextContent(/Publicado|cerca de 5 minutos/);
    await expect(published).toHaveLength(before + 1);
    await expect(published.at(-1)!.message).toBe(
      "Horário da semana: Sábado: 8h às 13h (página do celular)",
    );
    // The patients' section under the form already says so.
    const preview = canvas.getByRole("region", { name: "Como os pacientes vão ver" });
    await expect(within(preview).getByText("8h às 13h")).toBeVisible();
  },
};

/** A closing time left empty: named under its field in Portuguese, the field invalid, focus on it. */
export const TimeLeftEmpty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Sábado" }));
    const closes = canvas.getByLabelText("Sábado, 1º horário: fecha às");
    await userEvent.clear(closes);
    const before = published.length;
    await userEvent.click(canvas.getByRole("button", { name: "Publicar o horário" }));
    await waitFor(() => expect(closes).toHaveAttribute("aria-invalid", "true"));
    await expect(closes).toHaveAccessibleDescription(/Preencha este campo\./);
    await expect(closes).toHaveFocus();
    await expect(within(canvas.getByRole("alert")).getByText("Nada foi publicado")).toBeVisible();
    await expect(published).toHaveLength(before);
  },
};

/** Publishing on a slow link: the button says so and is busy, and a second tap sends nothing twice. */
export const Publishing: Story = {
  args: { answer: "waits" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Domingo" }));
    await userEvent.click(canvas.getByRole("button", { name: "Adicionar horário: domingo" }));
    await userEvent.click(canvas.getByRole("button", { name: "Publicar o horário" }));
    const busy = await canvas.findByRole("button", { name: "Publicando…" });
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Conferindo e publicando…");
  },
};
