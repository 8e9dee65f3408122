import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { SpecialDatesForm } from "../../../src/admin/consultorio/SpecialDatesForm";
import {
  freshTab,
  githubDown,
  PracticeStory,
  type StoreAnswer,
  published,
} from "./practiceStoryKit";

const meta = {
  title: "Admin/Phone page/Special dates",
  beforeEach: freshTab,
  parameters: { layout: "fullscreen" },
  // The practice's "today" in these stories, so the pictures never change with the calendar.
  args: { today: "2026-12-26", answer: "publishes" },
  render: ({ today, answer }) => (
    <PracticeStory answer={answer}>
      <SpecialDatesForm today={today} />
    </PracticeStory>
  ),
} satisfies Meta<{ today: string; answer: StoreAnswer }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A holiday closure: a date, a reason, "Fechado o dia todo" already ticked, published in one tap more. */
export const HolidayClosure: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Data"), "2027-02-16");
    await userEvent.type(canvas.getByLabelText("Motivo"), "Carnaval");
    await expect(canvas.getByRole("checkbox", { name: "Fechado o dia todo" })).toBeChecked();
    const before = published.length;
    await userEvent.click(canvas.getByRole("button", { name: "Publicar esta data" }));
    await waitFor(() =>
      expect(within(canvas.getAllByRole("status")[0]!).getByText("Salvo")).toBeVisible(),
    );
    await expect(published).toHaveLength(before + 1);
    await expect(published.at(-1)!.message).toBe(
      "Data especial: 16/02/2027 (Carnaval), fechado (página do celular)",
    );
    const dates = canvas.getByRole("region", { name: "Datas já marcadas" });
    await expect(within(dates).getByText("16/02/2027 (Carnaval)")).toBeVisible();
    // The form is empty again, for the next date.
    await expect(canvas.getByLabelText("Motivo")).toHaveValue("");
  },
};

/** A date with no reason: the reason's field is named, invalid and focused; what was typed stays. */
export const ReasonMissing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Data"), "2027-02-16");
    await userEvent.click(canvas.getByRole("button", { name: "Publicar esta data" }));
    const reason = canvas.getByLabelText("Motivo");
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(reason).toHaveAccessibleDescription(/Preencha este campo\./);
    await expect(canvas.getByLabelText("Data")).toHaveValue("2027-02-16");
  },
};

/**
 * The dates already in the file: Christmas Eve has passed (today is 26/12), Christmas asks for one more tap
 * before it goes, and GitHub down leaves it there, said in the gateway's words.
 */
export const DeleteWhenGitHubIsDown: Story = {
  args: { answer: "refuses" },
  play: async ({ canvas, userEvent }) => {
    const dates = within(canvas.getByRole("region", { name: "Datas já marcadas" }));
    await expect(dates.getAllByText(/já passou/)).toHaveLength(2);
    await expect(
      dates.getByRole("button", { name: "Apagar as 2 datas que já passaram" }),
    ).toBeVisible();
    await userEvent.click(dates.getByRole("button", { name: "Apagar 25/12/2026 (Natal)" }));
    await userEvent.click(dates.getByRole("button", { name: "Sim, apagar 25/12/2026" }));
    await waitFor(() => expect(dates.getByRole("alert")).toHaveTextContent(githubDown));
    await expect(dates.getByText("25/12/2026 (Natal)")).toBeVisible();
  },
};

/**
 * A date half filled: the patients' section under the form says what is still to choose, as the empty fields show
 * it ("dd/mm/aaaa", "--:--"), never "undefined".
 */
export const HalfFilledPreview: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Motivo"), "Carnaval");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Fechado o dia todo" }));
    await userEvent.clear(canvas.getByLabelText("Nesta data, 1º horário: fecha às"));
    const preview = canvas.getByRole("region", { name: "Como os pacientes vão ver" });
    await expect(within(preview).getByText("dd/mm/aaaa (Carnaval)")).toBeVisible();
    await expect(within(preview).getByText("8h às --:--")).toBeVisible();
    await expect(preview).not.toHaveTextContent(/undefined|\(\)/);
  },
};
