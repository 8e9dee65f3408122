import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { PageMeta } from "../../../src/sections/layout/PageMeta";
import { catarata, settings } from "../../fixtures/content";

const meta = {
  title: "Sections/Layout/PageMeta",
  component: PageMeta,
  args: { seo: catarata.seo, siteName: settings.doctorName },
} satisfies Meta<typeof PageMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing on screen: the tab's title, the description search engines show, and the page language. */
export const Catarata: Story = {
  play: async ({ canvasElement }) => {
    const document = canvasElement.ownerDocument;
    await waitFor(() =>
      expect(document.title).toBe(`${catarata.seo.title} | ${settings.doctorName}`),
    );
    const description = document.head.querySelector('meta[name="description"]');
    await expect(description).toHaveAttribute("content", catarata.seo.description);
    await expect(document.documentElement).toHaveAttribute("lang", "pt-BR");
    // A published page asks nothing of search engines.
    await expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  },
};

/** A preview build's page: search engines are asked not to index it, whatever address it is served at. */
export const APreviewPage: Story = {
  args: { preview: true },
  play: async ({ canvasElement }) => {
    const document = canvasElement.ownerDocument;
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex",
      ),
    );
  },
};
