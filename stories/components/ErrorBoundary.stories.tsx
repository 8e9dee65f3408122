import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ErrorBoundary } from "../../src/components/ErrorBoundary";
import { Text } from "../../src/components/Text";

/** A child that fails while rendering, as a broken section would. */
function BrokenSection(): never {
  throw new Error("Falha simulada ao mostrar a seção");
}

const meta = {
  title: "Components/ErrorBoundary",
  component: ErrorBoundary,
  args: { children: <Text>Conteúdo da página</Text> },
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing goes wrong: the page shows as it is, with no alert. */
export const Healthy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Conteúdo da página")).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/**
 * A child throws: instead of a blank page, an alert in Portuguese and a way home. React logs the caught error
 * to the console; that is expected here.
 */
export const ChildThrows: Story = {
  args: { children: <BrokenSection /> },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Algo deu errado");
    await expect(canvas.getByRole("heading", { level: 1, name: "Algo deu errado" })).toBeVisible();
    const home = canvas.getByRole("link", { name: "Voltar para o início" });
    await expect(home).toHaveAttribute("href", "/");
    await expect(alert).toContainElement(home);
  },
};
