import type { Meta, StoryObj } from "@storybook/react-vite";
import { createRef } from "react";
import { expect, fn } from "storybook/test";
import { Button } from "../../src/components/Button";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Agendar Consulta", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "outline", "ghost", "inverse"] },
    size: { control: "inline-radio", options: ["md", "lg"] },
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main call to action: a real button that never submits a form by accident. */
export const Primary: Story = {
  args: { variant: "primary" },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Agendar Consulta" });
    await expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Reached and pressed with the keyboard alone, showing a focus ring. */
export const KeyboardFocus: Story = {
  args: { variant: "primary" },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Agendar Consulta" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe("solid");
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Outline: Story = {
  args: { variant: "outline", children: "Tenho dúvidas, falar com a clínica" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Tenho dúvidas, falar com a clínica" });
    await expect(getComputedStyle(button).borderStyle).toBe("solid");
  },
};

export const Ghost: Story = {
  args: { variant: "ghost", children: "Saiba mais" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Saiba mais" })).toBeVisible();
  },
};

/** Every size is a comfortable touch target for unsteady hands: 48 px and up. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: "1rem", alignItems: "center" }}>
      <Button {...args} size="md">
        Médio
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ["Médio", "Grande"]) {
      const box = canvas.getByRole("button", { name }).getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(48);
      await expect(box.width).toBeGreaterThanOrEqual(48);
    }
    const medium = canvas.getByRole("button", { name: "Médio" }).getBoundingClientRect();
    const large = canvas.getByRole("button", { name: "Grande" }).getBoundingClientRect();
    await expect(large.height).toBeGreaterThan(medium.height);
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: "lg" },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Agendar Consulta" });
    await expect(button.getBoundingClientRect().width).toBe(320);
  },
};

/** Given `href`, it is a link that looks like a button. */
export const AsLink: Story = {
  args: { href: "/catarata/", children: "Cirurgia de catarata", variant: "outline" },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Cirurgia de catarata" });
    await expect(link.tagName).toBe("A");
    await expect(link).toHaveAttribute("href", "/catarata/");
    await expect(link).not.toHaveAttribute("type");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** A submit button says so; the ref reaches the DOM node, so the modal can return focus to it. */
export const SubmitWithRef: Story = {
  render: (args) => {
    const ref = createRef<HTMLButtonElement>();
    return (
      <form
        aria-label="Exemplo"
        onSubmit={(event) => {
          event.preventDefault();
          ref.current?.setAttribute("data-submitted", "yes");
        }}
      >
        <Button {...args} ref={ref} type="submit">
          Enviar
        </Button>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Enviar" });
    await expect(button).toHaveAttribute("type", "submit");
    await userEvent.click(button);
    await expect(button).toHaveAttribute("data-submitted", "yes");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Agendar Consulta" });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
