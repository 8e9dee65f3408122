import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, waitFor } from "storybook/test";
import { NotFoundView } from "../../src/sections/not-found/NotFoundView";
import { settings } from "../fixtures/content";

const meta = {
  title: "Pages/Not found",
  component: NotFoundView,
  args: { path: "/pagina-antiga", settings },
  beforeEach: () => {
    const spy = spyOn(console, "error").mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "404", "Oops! Page not found", a way home, and the bad path logged as an error. */
export const Page: Story = {
  // The page's picture at 320 px with the text at 200% (.storybook/test-runner.ts).
  parameters: { largeTextPicture: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("404")).toBeVisible();
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Voltar para o início" })).toHaveAttribute(
      "href",
      "/",
    );
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining("404"), "/pagina-antiga"),
    );
  },
};
