import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ArticleListView } from "../../src/sections/conteudos/ArticleListView";
import { BookingStateProbe, formControls, openWith, probe } from "../booking/bookingStoryKit";
import { articleFiles, conteudos, settings } from "../fixtures/content";
import { doctorPhoto } from "../fixtures/doctorPhoto";

const meta = {
  title: "Pages/Articles",
  component: ArticleListView,
  args: {
    content: conteudos,
    articles: articleFiles.map(({ slug, title, summary, condition, publishedOn, confirmed }) => ({
      slug,
      title,
      summary,
      condition,
      publishedOn,
      reviewedOn: null,
      confirmed,
    })),
    settings,
    photo: doctorPhoto,
    currentPath: "/conteudos/",
  },
  render: (args) => (
    <>
      <ArticleListView {...args} />
      <BookingStateProbe />
    </>
  ),
} satisfies Meta<typeof ArticleListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every article under its condition, each card a link to its page; the footer marks the page. */
export const Page: Story = {
  parameters: { largeTextPicture: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: conteudos.title })).toBeVisible();
    for (const name of ["Catarata", "Glaucoma", "Pterígio", "Retinopatia diabética"])
      await expect(canvas.getByRole("heading", { level: 2, name })).toBeVisible();
    for (const file of articleFiles)
      await expect(canvas.getByRole("link", { name: file.title })).toHaveAttribute(
        "href",
        `/conteudos/${file.slug}/`,
      );
  },
};

/** The closing call opens the booking with the list's reason. */
export const CallToActionOpensTheModal: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Tirar minhas dúvidas" });
    const dialog = await openWith(userEvent, canvasElement, button);
    await expect(probe(canvasElement)).toHaveTextContent(
      'Aberto; motivo: "Dúvidas sobre saúde dos olhos"',
    );
    await userEvent.click(formControls(dialog).close);
  },
};
