import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { Photo } from "../../src/components/Photo";
import { doctorPhoto } from "../fixtures/doctorPhoto";

const alt = "Retrato do médico";

const meta = {
  title: "Components/Photo",
  component: Photo,
  args: { image: doctorPhoto, alt },
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <div style={{ width: "16rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Photo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold: the browser fetches it when the visitor scrolls near it. */
export const Lazy: Story = {
  play: async ({ canvas }) => {
    const photo = canvas.getByRole("img", { name: alt });
    await expect(photo).toHaveAttribute("loading", "lazy");
    await expect(photo).not.toHaveAttribute("fetchpriority");
    // The intrinsic size is in the HTML, so the page keeps its place while the photo loads.
    await expect(photo).toHaveAttribute("width", String(doctorPhoto.width));
    await expect(photo).toHaveAttribute("height", String(doctorPhoto.height));
  },
};

/** Above the fold (the hero): fetched at once and first. */
export const Eager: Story = {
  args: { loading: "eager" },
  play: async ({ canvas }) => {
    const photo = canvas.getByRole("img", { name: alt });
    await expect(photo).toHaveAttribute("loading", "eager");
    await expect(photo).toHaveAttribute("fetchpriority", "high");
    await waitFor(() => expect((photo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/**
 * As a Gatsby build hands it over: AVIF and WebP sources before the JPEG, and a blurred placeholder behind the
 * photo until it arrives. Sharp only runs in a Gatsby build, so here every source points at the same JPEG.
 */
export const WithFormatsAndPlaceholder: Story = {
  args: {
    image: {
      ...doctorPhoto,
      images: {
        fallback: doctorPhoto.images.fallback,
        sources: [
          {
            type: "image/avif",
            srcSet: `${doctorPhoto.images.fallback?.src} 448w`,
            sizes: "16rem",
          },
          {
            type: "image/webp",
            srcSet: `${doctorPhoto.images.fallback?.src} 448w`,
            sizes: "16rem",
          },
        ],
      },
      placeholder: {
        fallback:
          "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 3 4'%3E%3Crect width='3' height='4' fill='%23b7d3d0'/%3E%3C/svg%3E",
      },
    },
  },
  play: async ({ canvas }) => {
    const photo = canvas.getByRole("img", { name: alt });
    const picture = photo.parentElement as HTMLElement;
    const types = [...picture.querySelectorAll("source")].map((source) => source.type);
    await expect(types).toEqual(["image/avif", "image/webp"]);
    await expect(picture.lastElementChild).toBe(photo);
    await expect(getComputedStyle(picture).backgroundImage).toMatch(/^url\("data:image\/svg\+xml/);
  },
};
