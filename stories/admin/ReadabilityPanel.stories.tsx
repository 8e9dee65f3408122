import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ReadabilityPanel } from "../../src/admin/ReadabilityPanel";
import { scoreTexts } from "../../src/articles/readability";
import { artigo } from "../../src/content/model/artigo";
import { catarata as catarataModel } from "../../src/content/model/catarata";
import catarataJson from "../../src/content/catarata.json";
import { articleFiles } from "../fixtures/content";

const meta = {
  title: "Admin/ReadabilityPanel",
  component: ReadabilityPanel,
  args: { texts: scoreTexts(catarataModel, catarataJson) },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ReadabilityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Above the preview of the cataract page: every FAQ answer is at its target, so the panel is folded; a tap opens it,
 * each answer named by its question with its score, its band and the target.
 */
export const CataractFaq: Story = {
  play: async ({ canvas, userEvent }) => {
    const panel = canvas.getByRole("group", { name: "Leitura" });
    const summary = within(panel).getByText(
      `Leitura: os ${catarataJson.faq.items.length} textos estão na meta.`,
    );
    await expect(panel).not.toHaveAttribute("open");
    await userEvent.click(summary);
    await expect(panel).toHaveAttribute("open");
    for (const { question } of catarataJson.faq.items) {
      const line = within(panel).getByText(new RegExp(`^“${question.replace("?", "\\?")}”: nota`));
      await expect(line).toBeVisible();
      await expect(line).toHaveTextContent(
        /: nota \d+, (muito fácil|fácil)\. Dentro da meta \(fácil\)\./,
      );
    }
    await expect(within(panel).getByText(/Martins e outros, 1996/)).toBeVisible();
    await expect(
      within(panel).getByText(/^fácil \(50 a 74\): quem estudou até o 9º ano/),
    ).toBeVisible();
  },
};

/** Above each article's preview: its body at its target, folded. */
export const EveryArticle: Story = {
  render: () => (
    <>
      {articleFiles.map((file) => (
        <div key={file.slug} data-slug={file.slug}>
          <ReadabilityPanel texts={scoreTexts(artigo, file)} />
        </div>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    for (const file of articleFiles) {
      const box = canvasElement.querySelector(`[data-slug="${file.slug}"]`) as HTMLElement;
      const panel = within(box).getByRole("group", { name: "Leitura" });
      await expect(
        within(panel).getByText(/^Leitura: nota \d+ \((muito fácil|fácil)\), na meta\.$/),
      ).toBeVisible();
      await expect(panel).toHaveTextContent(
        new RegExp(
          `“${file.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}”: nota \\d+, (muito fácil|fácil)\\. Dentro da meta`,
        ),
      );
    }
  },
};

/** An answer below its target, with a sentence over 25 words: the panel opens by itself and names both. */
export const FallsShort: Story = {
  args: {
    texts: scoreTexts(catarataModel, {
      faq: {
        items: [
          {
            question: "Como é a técnica?",
            answer:
              "A facoemulsificação contemporânea proporciona reabilitação visual considerável. Durante o procedimento cirúrgico, realizado sob anestesia tópica complementada por sedação endovenosa, o cristalino opacificado é fragmentado por energia ultrassônica e aspirado, sendo substituído por uma lente intraocular dobrável implantada no saco capsular.",
            confirmed: false,
          },
        ],
      },
    }),
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole("group", { name: "Leitura" });
    await expect(panel).toHaveAttribute("open");
    await expect(
      within(panel).getByText(/^Leitura: nota -?\d+ \(muito difícil\), pede ajuste\.$/),
    ).toBeVisible();
    await expect(
      within(panel).getByText(/Abaixo da meta \(fácil\): use frases mais curtas/),
    ).toBeVisible();
    await expect(within(panel).getByText(/Frase com mais de 25 palavras/)).toBeVisible();
    await expect(panel).toHaveTextContent(/“Durante o procedimento cirúrgico/);
  },
};
