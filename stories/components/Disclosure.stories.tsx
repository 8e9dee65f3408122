import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Disclosure } from "../../src/components/Disclosure";
import { Text } from "../../src/components/Text";
import {
  PhoneColumn,
  expectNoOverflow,
  rootFontSize,
  smallPhoneGlobals,
  withLargeText,
} from "./componentStoryKit";

const meta = {
  title: "Components/Disclosure",
  component: Disclosure,
  tags: ["autodocs"],
  args: {
    summary: "Sábado",
    detail: "8h às 12h",
    onOpenChange: fn(),
    children: <Text>Os horários de sábado.</Text>,
  },
  parameters: { layout: "padded" },
  render: (args) => (
    <div style={{ maxWidth: "28rem" }}>
      <Disclosure {...args} />
    </div>
  ),
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closed: a button named by its summary and described by its detail, a 48 px target, which says it is closed; a
 * tap opens it.
 */
export const Closed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole("button", { name: "Sábado" });
    await expect(toggle).toHaveAccessibleDescription("8h às 12h");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    await expect(canvas.queryByText("Os horários de sábado.")).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText("Os horários de sábado.")).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Open at first; what it opens is the part its button controls. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("button", { name: "Sábado" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const body = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    await expect(body).toContainElement(canvas.getByText("Os horários de sábado."));
  },
};

/** Held open by the parent: a tap reports, and the parent decides. */
export const Controlled: Story = {
  args: { open: true },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole("button", { name: "Sábado" });
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  },
};

/** At 200% text in a small phone's width: the detail wraps under the summary, and nothing crosses the edge. */
export const LargeText: Story = {
  args: { summary: "Segunda-feira", detail: "8h às 12h e 14h às 18h", defaultOpen: true },
  beforeEach: withLargeText,
  globals: smallPhoneGlobals,
  render: (args) => (
    <PhoneColumn>
      <Disclosure {...args} />
    </PhoneColumn>
  ),
  play: async ({ canvas }) => {
    await expect(rootFontSize()).toBe(32);
    await expectNoOverflow(canvas.getByRole("group", { name: "Tela de celular" }));
  },
};
