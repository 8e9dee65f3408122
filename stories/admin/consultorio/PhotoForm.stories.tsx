import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { PhotoForm } from "../../../src/admin/consultorio/PhotoForm";
import {
  drawnPhoto,
  freshTab,
  pixelOf,
  PracticeStory,
  published,
  transparentPhoto,
} from "./practiceStoryKit";

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

/**
 * A PNG cut out of its background: made a JPEG on white, so its clear pixels are not written black, and the
 * figure stays as it was.
 */
export const TransparentOnWhite: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText("Escolher uma foto");
    await userEvent.upload(field as HTMLInputElement, await transparentPhoto(1200, 1600));
    await waitFor(
      () => expect(canvas.getByText(/^Foto pronta: 1200 × 1600 pontos/)).toBeVisible(),
      { timeout: 20_000 },
    );
    const photo = canvas.getByRole("img", { name: "A foto nova" }) as HTMLImageElement;
    const [red, green, blue] = await pixelOf(photo, 10, 10);
    await expect(Math.min(red!, green!, blue!)).toBeGreaterThanOrEqual(245);
    const figure = await pixelOf(photo, 600, 800);
    await expect(Math.max(...figure)).toBeLessThan(80);
  },
};

/**
 * The photo ready: its preview is round, as the site shows the doctor's photo, and "Publicar a foto nova" comes
 * under it, so the photo is seen before the button.
 */
export const RoundAboveTheButton: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText("Escolher uma foto");
    await userEvent.upload(field as HTMLInputElement, await drawnPhoto(1200, 1600));
    const photo = await canvas.findByRole("img", { name: "A foto nova" }, { timeout: 20_000 });
    const frame = photo.closest("picture") ?? photo;
    const box = frame.getBoundingClientRect();
    await expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(frame).borderRadius).toBe("50%");
    const button = canvas.getByRole("button", { name: "Publicar a foto nova" });
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(box.bottom);
  },
};
