import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { ChoiceGroup } from "../../src/components/ChoiceGroup";
import {
  PhoneColumn,
  expectNoOverflow,
  rootFontSize,
  smallPhoneGlobals,
  withLargeText,
  themeColor,
} from "./componentStoryKit";

const options = [
  { value: "consulta", label: "Agendar Consulta" },
  { value: "exames", label: "Realizar Exames" },
  { value: "retorno", label: "Agendar Consulta de Retorno" },
];

const meta = {
  title: "Components/ChoiceGroup",
  component: ChoiceGroup,
  tags: ["autodocs"],
  args: { legend: "Interesse", name: "interesse", options, onChange: fn() },
  parameters: { layout: "padded" },
  render: (args) => (
    <div style={{ maxWidth: "28rem" }}>
      <ChoiceGroup {...args} />
    </div>
  ),
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A group named by its question; each option is a whole row, a 48 px target, and none is chosen yet. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Interesse" });
    await expect(group.tagName).toBe("FIELDSET");
    const radios = within(group).getAllByRole("radio");
    await expect(radios.map((radio) => radio.getAttribute("value"))).toEqual([
      "consulta",
      "exames",
      "retorno",
    ]);
    for (const option of options) {
      const radio = within(group).getByRole("radio", { name: option.label });
      await expect(radio).not.toBeChecked();
      await expect(radio).toHaveAttribute("name", "interesse");
      const row = radio.closest("label") as HTMLElement;
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    }
  },
};

/** A tap on the words of a row chooses it, as a tap on the little circle would; the arrow keys move the choice. */
export const Chosen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText("Realizar Exames"));
    const exames = canvas.getByRole("radio", { name: "Realizar Exames" });
    await expect(exames).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("exames", expect.anything());
    const row = exames.closest("label") as HTMLElement;
    await expect(getComputedStyle(row).fontWeight).toBe("700");
    // The border fades to the new colour. (The token's colour is read first: reading it adds to the page, and
    // waitFor reruns on every change to the page.)
    const primary = themeColor("primary");
    await waitFor(() => expect(getComputedStyle(row).borderTopColor).toBe(primary));

    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Agendar Consulta de Retorno" })).toBeChecked();
    await expect(exames).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("retorno", expect.anything());
  },
};

/** Held by the parent: `value` says which row is chosen. */
export const Controlled: Story = {
  args: { value: "retorno" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Agendar Consulta de Retorno" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Agendar Consulta" })).not.toBeChecked();
  },
};

/**
 * Unanswered when it had to be: the group is marked invalid and its message is read with it, and with each radio
 * (where focus lands); every row is outlined in red.
 */
export const Invalid: Story = {
  args: {
    hint: "Escolha uma opção.",
    error: "Diga o que deseja agendar.",
    required: true,
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Interesse" });
    await expect(group).toHaveAccessibleDescription(
      "Escolha uma opção. Diga o que deseja agendar.",
    );
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Diga o que deseja agendar.")).toBeVisible();
    for (const radio of within(group).getAllByRole("radio")) {
      await expect(radio).toBeRequired();
      await expect(radio).toHaveAccessibleDescription("Diga o que deseja agendar.");
      const row = radio.closest("label") as HTMLElement;
      await expect(getComputedStyle(row).borderTopColor).toBe(themeColor("danger"));
    }
  },
};

/** Not available: no radio can be chosen, by tap or by keyboard, and the rows are dashed. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: "consulta" },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole("radiogroup", { name: "Interesse" });
    await expect(group).toBeDisabled();
    for (const radio of within(group).getAllByRole("radio")) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText("Realizar Exames"));
    await expect(canvas.getByRole("radio", { name: "Realizar Exames" })).not.toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Agendar Consulta" })).toBeChecked();
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
    await expect(args.onChange).not.toHaveBeenCalled();
    const row = canvas.getByText("Realizar Exames").closest("label") as HTMLElement;
    await expect(getComputedStyle(row).borderTopStyle).toBe("dashed");
  },
};

/**
 * A long question and long answers, at 200% text in a small phone's width: every row wraps its words, stays a
 * 48 px target, and nothing crosses the edge.
 */
export const LongLabel: Story = {
  args: {
    legend: "Qual é o principal motivo do seu atendimento oftalmológico?",
    options: [
      { value: "rotina", label: "Consulta de rotina para renovar a receita dos óculos" },
      { value: "catarata", label: "Acompanhamento pós-operatório da cirurgia de catarata" },
      { value: "exames", label: "Realização de exames complementares" },
    ],
  },
  beforeEach: withLargeText,
  globals: smallPhoneGlobals,
  render: (args) => (
    <PhoneColumn>
      <ChoiceGroup {...args} />
    </PhoneColumn>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(rootFontSize()).toBe(32);
    const column = canvas.getByRole("group", { name: "Tela de celular" });
    const group = canvas.getByRole("radiogroup", {
      name: "Qual é o principal motivo do seu atendimento oftalmológico?",
    });
    for (const radio of within(group).getAllByRole("radio")) {
      const row = radio.closest("label") as HTMLElement;
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    }
    await expectNoOverflow(column);
    await userEvent.click(canvas.getByText(/^Acompanhamento pós-operatório/));
    await expect(
      canvas.getByRole("radio", {
        name: "Acompanhamento pós-operatório da cirurgia de catarata",
      }),
    ).toBeChecked();
  },
};
