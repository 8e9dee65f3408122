import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { CatarataTopBar } from "../../../src/sections/catarata/CatarataTopBar";
import { SymptomsSection } from "../../../src/sections/catarata/SymptomsSection";
import { PageLayout } from "../../../src/sections/layout/PageLayout";
import { catarata, settings } from "../../fixtures/content";

const meta = {
  title: "Sections/Layout/PageLayout",
  component: PageLayout,
  args: {
    seo: catarata.seo,
    settings,
    currentPath: "/catarata/",
    showRqe: true,
    header: (
      <CatarataTopBar
        doctorName={settings.doctorName}
        doctorTitle={settings.doctorTitle}
        ctaLabel={catarata.topBar.ctaLabel}
      />
    ),
    children: <SymptomsSection symptoms={catarata.symptoms} />,
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The frame of a page: a skip link that is the first Tab stop and appears when focused, then the banner, the
 * main landmark with the sections, and the footer.
 */
export const WithHeader: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const skip = canvas.getByRole("link", { name: "Pular para o conteúdo" });
    await expect(skip).toHaveAttribute("href", "#conteudo");
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(skip).transform).toBe("none"));

    const landmarks = [
      canvas.getByRole("banner"),
      canvas.getByRole("main"),
      canvas.getByRole("contentinfo"),
    ];
    // In document order: banner, main, footer.
    for (const [index, landmark] of landmarks.slice(1).entries()) {
      const before = landmarks[index] as HTMLElement;
      await expect(
        before.compareDocumentPosition(landmark) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    const main = landmarks[1] as HTMLElement;
    await expect(main).toHaveAttribute("id", "conteudo");
    await expect(
      within(main).getByRole("region", { name: catarata.symptoms.title }),
    ).toBeInTheDocument();
    await expect(
      within(landmarks[2] as HTMLElement).getByRole("link", { name: "Catarata" }),
    ).toHaveAttribute("aria-current", "page");
    await waitFor(() =>
      expect(canvasElement.ownerDocument.title).toBe(
        `${catarata.seo.title} | ${settings.doctorName}`,
      ),
    );
  },
};

/** Without a header (home and links pages) there is no banner; main comes first. */
export const WithoutHeader: Story = {
  args: { header: undefined, currentPath: "/", showRqe: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("banner")).toBeNull();
    await expect(canvas.getByRole("main")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Início" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};
