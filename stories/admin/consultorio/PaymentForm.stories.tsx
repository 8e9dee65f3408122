import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { PaymentForm } from "../../../src/admin/consultorio/PaymentForm";
import { freshTab, PracticeStory, type StoreAnswer, published } from "./practiceStoryKit";

const meta = {
  title: "Admin/Phone page/Health plans and payment",
  beforeEach: freshTab,
  parameters: { layout: "fullscreen" },
  args: { answer: "publishes" },
  render: ({ answer }) => (
    <PracticeStory answer={answer}>
      <PaymentForm />
    </PracticeStory>
  ),
} satisfies Meta<{ answer: StoreAnswer }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A health plan added: the new field takes the cursor, and the plan reaches the patients' section. */
export const PlanAdded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Adicionar convênio" }));
    const added = canvas.getByLabelText("Convênio 2");
    await expect(added).toHaveFocus();
    await userEvent.keyboard("Unimed");
    const before = published.length;
    await userEvent.click(canvas.getByRole("button", { name: "Publicar convênios e pagamento" }));
    await waitFor(() =>
      expect(within(canvas.getByRole("status")).getByText("Salvo")).toBeVisible(),
    );
    await expect(published).toHaveLength(before + 1);
    const written = JSON.parse(published.at(-1)!.files[0]!.content) as {
      practice: { healthPlans: string[] };
    };
    await expect(written.practice.healthPlans).toEqual(["Convênio [PREENCHER]", "Unimed"]);
    const preview = canvas.getByRole("region", { name: "Como os pacientes vão ver" });
    await expect(within(preview).getByText("Convênio [PREENCHER] e Unimed")).toBeVisible();
  },
};

/** A plan added and left empty: "Preencha este campo." under it, and focus there. */
export const EmptyPlan: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Adicionar convênio" }));
    await userEvent.click(canvas.getByRole("button", { name: "Publicar convênios e pagamento" }));
    const added = canvas.getByLabelText("Convênio 2");
    await waitFor(() => expect(added).toHaveAttribute("aria-invalid", "true"));
    await expect(added).toHaveFocus();
    await expect(added).toHaveAccessibleDescription("Preencha este campo.");
    await expect(canvas.getByRole("button", { name: "Remover convênio 2" })).toBeVisible();
  },
};

/**
 * "Remover" does not act for good at once: the plan goes, "Convênio removido" says which, in a live region, with
 * "Desfazer", which takes the focus; a tap on it puts the plan back at its place, and the cursor in it.
 */
export const PlanRemovedAndUndone: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Adicionar convênio" }));
    await userEvent.keyboard("Unimed");
    await userEvent.click(
      canvas.getByRole("button", { name: "Remover convênio 1 (Convênio [PREENCHER])" }),
    );
    await expect(canvas.getByLabelText("Convênio 1")).toHaveValue("Unimed");
    await expect(canvas.queryByLabelText("Convênio 2")).toBeNull();
    const said = canvas.getByText("Convênio removido: Convênio [PREENCHER].");
    await expect(said).toBeVisible();
    await expect(said.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    const undo = canvas.getByRole("button", { name: /^Desfazer/ });
    await waitFor(() => expect(undo).toHaveFocus());
    await userEvent.click(undo);
    await expect(canvas.getByLabelText("Convênio 1")).toHaveValue("Convênio [PREENCHER]");
    await expect(canvas.getByLabelText("Convênio 2")).toHaveValue("Unimed");
    await waitFor(() => expect(canvas.getByLabelText("Convênio 1")).toHaveFocus());
    await expect(canvas.queryByRole("button", { name: /^Desfazer/ })).toBeNull();
  },
};
