import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PrivacyView } from "../../src/sections/privacy/PrivacyView";
import { settings } from "../fixtures/content";

const meta = {
  title: "Pages/Privacy",
  component: PrivacyView,
  args: { settings, currentPath: "/privacidade/" },
} satisfies Meta<typeof PrivacyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the site counts, what it never collects and who to ask, in plain Portuguese; the footer marks the page. */
export const Page: Story = {
  // The page's picture at 320 px with the text at 200% (.storybook/test-runner.ts).
  parameters: { largeTextPicture: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Sua privacidade neste site" }),
    ).toBeVisible();
    for (const name of [
      "O formulário de agendamento",
      "O que contamos",
      "O que nunca coletamos",
      "Dúvidas",
    ])
      await expect(canvas.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(canvas.getByText(/não usa cookies/)).toBeVisible();
    await expect(canvas.getByText(/LGPD, artigo 12/)).toBeVisible();
    await expect(canvas.getByText(/por até 2 anos/)).toBeVisible();
    const footer = within(canvas.getByRole("navigation", { name: "Páginas do site" }));
    await expect(footer.getByRole("link", { name: "Privacidade" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};
