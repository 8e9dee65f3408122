import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { articleBodyHtml } from "../../src/articles/articleBody";
import { ArticleView } from "../../src/sections/conteudos/ArticleView";
import { BookingStateProbe, formControls, openWith, probe } from "../booking/bookingStoryKit";
import { article, conteudos, settings } from "../fixtures/content";
import { doctorPhoto } from "../fixtures/doctorPhoto";

const glaucoma = article("glaucoma");

const meta = {
  title: "Pages/Article",
  component: ArticleView,
  args: {
    article: glaucoma,
    // Made from the Markdown as the build makes it (plugins/content-gate/gatsby-node.ts); in a story, in the browser.
    bodyHtml: articleBodyHtml(glaucoma.body),
    conteudos,
    settings,
    photo: doctorPhoto,
    currentPath: "/conteudos/glaucoma/",
  },
  render: (args) => (
    <>
      <ArticleView {...args} />
      <BookingStateProbe />
    </>
  ),
} satisfies Meta<typeof ArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A draft, as the six articles ship: where it sits, its title and summary, that the doctor has yet to review it
 * (no review claimed), the text with its headings and lists, the note, its sources and what to read next.
 */
export const Draft: Story = {
  // The page's picture at 320 px with the text at 200% (.storybook/test-runner.ts).
  parameters: { largeTextPicture: true },
  play: async ({ canvas }) => {
    const crumbs = within(canvas.getByRole("navigation", { name: /Você está em/ }));
    await expect(crumbs.getByRole("link", { name: "Conteúdos" })).toHaveAttribute(
      "href",
      "/conteudos/",
    );
    await expect(canvas.getByRole("heading", { level: 1, name: glaucoma.title })).toBeVisible();
    await expect(canvas.getByText("Texto em revisão pelo médico")).toBeVisible();
    await expect(canvas.queryByText(/Revisado por/)).toBeNull();
    // The byline of a text the doctor has not read claims no author, no CRM and no date.
    const byline = canvas.getByText("Este texto é um rascunho e aguarda a revisão do médico.");
    await expect(byline).toBeVisible();
    await expect(byline).not.toHaveTextContent(/CRM|2026/);
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Glaucoma tem sintomas?" }),
    ).toBeVisible();
    for (const source of glaucoma.sources)
      await expect(canvas.getByRole("link", { name: source.title })).toHaveAttribute(
        "href",
        source.url,
      );
    for (const related of glaucoma.related)
      await expect(canvas.getByRole("heading", { level: 3, name: related.title })).toBeVisible();
  },
};

/** With a woman's settings, the draft awaits "a médica" and the footer names her "Médica", with her CRM. */
export const DraftForAWoman: Story = {
  args: {
    settings: {
      ...settings,
      doctorForm: "feminino",
      doctorName: "Dra. Ana Souza",
      doctorTitle: "Médica Oftalmologista",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Texto em revisão pela médica")).toBeVisible();
    await expect(
      canvas.getByText("Este texto é um rascunho e aguarda a revisão da médica."),
    ).toBeVisible();
    await expect(canvas.queryByText(/pelo médico/)).toBeNull();
    const footer = canvas.getByRole("contentinfo");
    await expect(footer).toHaveTextContent(/Dra\. Ana Souza · Médica Oftalmologista · CRM-/);
  },
};

/** Once the doctor has reviewed it: "Revisado por Dr. …, CRM-…, em …", with the date of the review. */
export const Reviewed: Story = {
  args: { article: { ...glaucoma, confirmed: true, reviewedOn: "2026-11-20" } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        `Revisado por ${settings.doctorName}, CRM-${settings.state} ${settings.crm}, em 20 de novembro de 2026`,
      ),
    ).toBeVisible();
    await expect(canvas.queryByText("Texto em revisão pelo médico")).toBeNull();
  },
};

/** "Tirar minhas dúvidas" opens the booking with the reason naming the article's topic, not its title. */
export const CallToActionOpensTheModal: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Tirar minhas dúvidas" });
    const dialog = await openWith(userEvent, canvasElement, button);
    await expect(probe(canvasElement)).toHaveTextContent(
      'Aberto; motivo: "Dúvidas sobre glaucoma"',
    );
    await userEvent.click(formControls(dialog).close);
  },
};
