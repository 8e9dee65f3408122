import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Icon, iconNames } from "../../src/components/Icon";
import { Stack } from "../../src/components/Stack";

const meta = {
  title: "Components/Icon",
  component: Icon,
  args: { name: "eye" },
  argTypes: { name: { control: "select", options: iconNames } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon with its name. Icons are decoration: hidden from screen readers and never a Tab stop. */
export const Gallery: Story = {
  render: (args) => (
    <Stack as="ul" direction="row" gap={4} wrap style={{ listStyle: "none", padding: 0 }}>
      {iconNames.map((name) => (
        <Stack as="li" key={name} gap={2} align="center" style={{ width: "6rem" }}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual(iconNames);
    for (const item of items) {
      const svgs = item.querySelectorAll("svg");
      await expect(svgs).toHaveLength(1);
      await expect(svgs[0]).toHaveAttribute("aria-hidden", "true");
      await expect(svgs[0]).toHaveAttribute("focusable", "false");
      await expect(svgs[0]?.querySelector("path")?.getAttribute("d")).toBeTruthy();
    }
    // Nothing announced: the names are the only text a screen reader finds.
    await expect(canvas.queryAllByRole("img")).toHaveLength(0);
    await expect(canvas.queryAllByRole("graphics-document")).toHaveLength(0);
  },
};

/** Filled draws the shape in the text colour (the rating stars). */
export const Filled: Story = {
  args: { name: "star", filled: true },
  render: (args) => (
    <p>
      <Icon {...args} /> Avaliação
    </p>
  ),
  play: async ({ canvas }) => {
    const svg = canvas.getByText("Avaliação").querySelector("svg");
    await expect(svg).toHaveAttribute("fill", "currentColor");
    await expect(svg).toHaveAttribute("aria-hidden", "true");
    await expect(within(canvas.getByText("Avaliação")).queryByRole("img")).toBeNull();
  },
};
