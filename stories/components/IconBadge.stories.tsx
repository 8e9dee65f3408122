import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { IconBadge } from "../../src/components/IconBadge";
import { Stack } from "../../src/components/Stack";

const meta = {
  title: "Components/IconBadge",
  component: IconBadge,
  args: { name: "glasses", size: "md" },
  parameters: { layout: "padded" },
} satisfies Meta<typeof IconBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside a card's title the badge is decoration: hidden from screen readers, so only the title is read. */
export const BesideATitle: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} align="center">
      <IconBadge {...args} />
      <strong>Miopia</strong>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByText("Miopia");
    const badge = title.previousElementSibling as HTMLElement;
    await expect(badge).toHaveAttribute("aria-hidden", "true");
    await expect(badge.querySelector("svg")).toBeInTheDocument();
    await expect(canvas.queryAllByRole("img")).toHaveLength(0);
    await expect(title.parentElement).toHaveTextContent(/^Miopia$/);
  },
};

/** Both sizes are round and at least a touch target wide; lg is larger. */
export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} align="center">
      <IconBadge {...args} size="md" />
      <IconBadge {...args} size="lg" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].filter(
      (element) => element.tagName === "SPAN",
    );
    await expect(badges).toHaveLength(2);
    const [md, lg] = badges.map((badge) => badge.getBoundingClientRect());
    await expect(md?.width).toBeGreaterThanOrEqual(48);
    await expect(md?.height).toBe(md?.width);
    await expect(lg?.width).toBeGreaterThan(md?.width ?? 0);
  },
};
