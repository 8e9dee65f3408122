import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { EmergencyLine } from "../../src/components/EmergencyLine";
import { settings } from "../fixtures/content";
import { expectNoOverflow, themeColor } from "./componentStoryKit";

const meta = {
  title: "Components/EmergencyLine",
  component: EmergencyLine,
  tags: ["autodocs"],
  args: { text: settings.practice.emergency },
  parameters: { layout: "padded" },
} satisfies Meta<typeof EmergencyLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The settings' emergency line, as the dialog, the way forward and the special dates' notice show it: a note in
 * bold, marked by a red edge, read as the words it is.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const line = canvas.getByRole("note");
    await expect(line).toBeVisible();
    await expect(line).toHaveTextContent(args.text);
    await expect(line).toHaveTextContent("Não espere resposta no WhatsApp");
    const style = getComputedStyle(line);
    await expect(style.fontWeight).toBe("700");
    await expect(style.borderInlineStartColor).toBe(themeColor("danger"));
    await expectNoOverflow(line);
  },
};
