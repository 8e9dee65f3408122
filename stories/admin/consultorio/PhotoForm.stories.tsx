import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { PhotoForm } from "../../../src/admin/consultorio/PhotoForm";
import { drawnPhoto, freshTab, PracticeStory, published } from "./practiceStoryKit";

const meta = {
  title: "Admin/Phone page/Photo",
  component: PhotoForm,
  beforeEach: freshTab,
  parameters: { layout: "fullscreen" },
  render: () => (
    <PracticeStory>
      <PhotoForm />
    </PracticeStory>
  ),
} satisfies Meta<typeof PhotoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A camera's 3000 × 4000 photo, made 1500 × 2000 on the phone, shown, and published as the doctor's photo. */
export const ReadyAndPublished: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText("Escolher uma foto");
    await userEvent.upload(field as HTMLInputElement, await drawnPhoto(3000, 4000));
    await waitFor(
      () => expect(canvas.getByText(/^Foto pronta: 1500 × 2000 pontos/)).toBeVisible(),
      { timeout: 20_000 },
    );
    await expect(canvas.getByRole("img", { name: "A foto nova" })).toBeVisible();
    const before = published.length;
    await userEvent.click(canvas.getByRole("button", { name: "Publicar a foto nova" }));
    await waitFor(() =>
      expect(within(canvas.getAllByRole("status").at(-1)!).getByText("Salvo")).toBeVisible(),
    );
    await expect(published).toHaveLength(before + 1);
    await expect(published.at(-1)!.files.map(({ path, encoding }) => [path, encoding])).toEqual([
      ["src/images/doctor-portrait.jpg", "base64"],
    ]);
  },
};

/** A landscape photo: refused under the field, which is invalid and takes the focus; nothing to publish. */
export const Landscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText("Escolher uma foto");
    await userEvent.upload(field as HTMLInputElement, await drawnPhoto(400, 300));
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    await expect(field).toHaveAccessibleDescription(
      /Esta foto está deitada ou é quadrada \(400 × 300 pontos\)\. Escolha uma foto em pé/,
    );
    await expect(field).toHaveFocus();
  },
};

/** A portrait too small for the site: refused under the field with the least size the model asks. */
export const TooSmall: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText("Escolher uma foto");
    await userEvent.upload(field as HTMLInputElement, await drawnPhoto(600, 800));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /Esta foto é pequena demais \(600 × 800 pontos\)\. Escolha uma de pelo menos 1200 × 1600/,
      ),
    );
    await expect(field).toHaveFocus();
    const before = published.length;
    await userEvent.click(canvas.getByRole("button", { name: "Publicar a foto nova" }));
    await expect(published).toHaveLength(before);
  },
};
