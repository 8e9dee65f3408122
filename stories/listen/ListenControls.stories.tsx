import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, waitFor, within } from "storybook/test";
import { articleBodyHtml } from "../../src/articles/articleBody";
import { ListenControls } from "../../src/listen/ListenControls";
import { readingRate } from "../../src/listen/readAloud";
import { useListenControls } from "../../src/listen/useListenControls";
import { FaqSection } from "../../src/sections/catarata/FaqSection";
import { ArticleView } from "../../src/sections/conteudos/ArticleView";
import { article, catarata, conteudos, settings } from "../fixtures/content";
import { doctorPhoto } from "../fixtures/doctorPhoto";
import {
  englishOnly,
  luciana,
  serversVoiceOnly,
  speechFor,
  type SpeechRecord,
  type StandInVoice,
} from "./speechStandIn";

/** What the page asked of the voice in the story running now. */
let speech: SpeechRecord;
const withVoices = (voices: StandInVoice[]) =>
  speechFor(voices, (record) => {
    speech = record;
  });

/** The cataract page's questions, offered "Ouvir" as the page's layout offers it (src/sections/layout/PageLayout.tsx). */
function Questions({ children }: { children: ReactNode }) {
  useListenControls("/catarata/");
  return children;
}

const meta = {
  title: "Listen/ListenControls",
  component: ListenControls,
  args: { targets: ["resposta-1"], what: "a resposta" },
  render: () => (
    <Questions>
      <FaqSection faq={catarata.faq} />
    </Questions>
  ),
  beforeEach: withVoices([...englishOnly, luciana]),
} satisfies Meta<typeof ListenControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each answer's main button, named by its question: "Ouvir a resposta a “A cirurgia de catarata dói?”". */
const listenToAnswer = /^Ouvir a resposta a “.+”$/;

/** The main button and "Parar" of the group reading answer `index` (named by its question). */
function controlsOf(canvasElement: HTMLElement, index: number) {
  const group = within(canvasElement).getAllByRole("group", {
    name: /^Ouvir a resposta a “.+” em voz alta$/,
  })[index]!;
  return {
    group,
    main: (name: string | RegExp) => within(group).getByRole("button", { name }),
    stop: () => within(group).queryByRole("button", { name: "Parar" }),
  };
}

/** Opens question `index` and waits for its "Ouvir", shown once the page found the Portuguese voice. */
async function openQuestion(
  canvasElement: HTMLElement,
  index: number,
  userEvent: { click: (element: Element) => Promise<void> },
) {
  const summary = canvasElement.querySelectorAll("summary")[index]!;
  await userEvent.click(summary);
  await within(canvasElement).findAllByRole("button", { name: listenToAnswer });
  return controlsOf(canvasElement, index);
}

/**
 * With a Portuguese voice: each answer has "Ouvir", named by its question, which reads the question and then the
 * answer a little slower with that voice; "Pausar" goes quiet, "Continuar" reads the piece again from its start,
 * "Parar" ends the reading and hides itself.
 */
export const ReadsAnAnswer: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const first = await openQuestion(canvasElement, 0, userEvent);
    const { question, answer } = catarata.faq.items[0]!;
    await expect(first.main(`Ouvir a resposta a “${question}”`)).toBeVisible();
    await expect(first.stop()).toBeNull();
    await userEvent.click(first.main(listenToAnswer));
    await waitFor(() => expect(speech.spoken()).toEqual([question]));
    await expect(speech.rates()).toEqual([readingRate]);
    await expect(speech.voices()).toEqual([luciana.name]);
    await expect(first.main("Pausar")).toBeVisible();
    await expect(first.stop()).toBeVisible();
    await speech.endPiece();
    await waitFor(() => expect(speech.spoken()).toEqual([question, answer]));

    await userEvent.click(first.main("Pausar"));
    await expect(first.main("Continuar")).toBeVisible();
    await expect(speech.spoken()).toHaveLength(2);

    await userEvent.click(first.main("Continuar"));
    await waitFor(() => expect(speech.spoken()).toEqual([question, answer, answer]));
    await expect(first.main("Pausar")).toBeVisible();

    await userEvent.click(first.stop()!);
    await expect(first.main(listenToAnswer)).toBeVisible();
    await expect(first.stop()).toBeNull();
  },
};

/** Each of the page's answers has a button of its own name: its question. */
export const EachButtonNamedByItsQuestion: Story = {
  play: async ({ canvasElement, userEvent }) => {
    for (const index of catarata.faq.items.keys())
      await openQuestion(canvasElement, index, userEvent);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button", { name: listenToAnswer })).toHaveLength(
      catarata.faq.items.length,
    );
    // One button for each question, by its name (getByRole fails on none and on two).
    for (const { question } of catarata.faq.items)
      await expect(
        canvas.getByRole("button", { name: `Ouvir a resposta a “${question}”` }),
      ).toBeVisible();
  },
};

/** One reading at a time: "Ouvir" on a second answer ends the first, whose button says "Ouvir" again. */
export const OneReadingAtATime: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const first = await openQuestion(canvasElement, 0, userEvent);
    const second = await openQuestion(canvasElement, 1, userEvent);
    await userEvent.click(first.main(listenToAnswer));
    await waitFor(() => expect(first.main("Pausar")).toBeVisible());
    await userEvent.click(second.main(listenToAnswer));
    await waitFor(() => expect(speech.spoken().at(-1)).toBe(catarata.faq.items[1]!.question));
    await expect(second.main("Pausar")).toBeVisible();
    await expect(first.main(listenToAnswer)).toBeVisible();
    await expect(first.stop()).toBeNull();
    // The second reads its question, then its answer, and ends on "Ouvir".
    for (let piece = 0; piece < 5 && second.stop(); piece++)
      await speech.endPiece().then(() => new Promise((resolve) => setTimeout(resolve, 30)));
    await waitFor(() => expect(second.main(listenToAnswer)).toBeVisible());
    await expect(speech.spoken().slice(-2)).toEqual([
      catarata.faq.items[1]!.question,
      catarata.faq.items[1]!.answer,
    ]);
  },
};

/** A browser without a Portuguese voice shows no "Ouvir" at all, once it has said which voices it has. */
export const NoPortugueseVoice: Story = {
  beforeEach: withVoices(englishOnly),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvasElement.querySelector("summary")!);
    await waitFor(() => expect(speech.voicesAsked()).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole("button", { name: /Ouvir/ })).toBeNull();
    await expect(canvas.getByText(catarata.faq.items[0]!.answer)).toBeVisible();
  },
};

/**
 * A browser whose only Portuguese voice is on a server (Chrome's Google voice) shows no "Ouvir" either: nothing
 * a patient reads on the site is sent anywhere.
 */
export const OnlyAServersVoice: Story = {
  beforeEach: withVoices(serversVoiceOnly),
  play: NoPortugueseVoice.play,
};

const glaucoma = article("glaucoma");

/**
 * An article read from its title to its last line, piece by piece (a sentence or two each, so that "Continuar"
 * goes back only that far), ending on "Ouvir" again.
 */
export const ReadsAnArticle: Story = {
  render: () => (
    <ArticleView
      article={glaucoma}
      bodyHtml={articleBodyHtml(glaucoma.body)}
      conteudos={conteudos}
      settings={settings}
      photo={doctorPhoto}
      currentPath="/conteudos/glaucoma/"
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const listen = await canvas.findByRole("button", { name: "Ouvir o artigo" });
    await userEvent.click(listen);
    await waitFor(() => expect(speech.spoken()).toEqual([glaucoma.title]));
    await expect(canvas.getByRole("button", { name: "Pausar" })).toBeVisible();
    await speech.endPiece();
    await waitFor(() => expect(speech.spoken()).toEqual([glaucoma.title, glaucoma.summary]));
    const body = canvasElement.querySelector<HTMLElement>("#artigo-texto")!;
    const words = (text: string) => text.replace(/\s+/g, " ").trim();
    // Every piece of the text, in order, until the last ends.
    for (let piece = 0; piece < 200 && canvas.queryByRole("button", { name: "Pausar" }); piece++)
      await speech.endPiece().then(() => new Promise((resolve) => setTimeout(resolve, 30)));
    await expect(canvas.getByRole("button", { name: "Ouvir o artigo" })).toBeVisible();
    const read = speech.spoken().slice(2);
    await expect(read.length).toBeGreaterThan(3);
    await expect(read.every((piece) => piece.length <= 280)).toBe(true);
    // The text, then the note that the article does not replace a visit.
    await expect(words(read.join(" "))).toBe(words(`${body.innerText} ${conteudos.articleNote}`));
    await expect(read.at(-1)).toBe(conteudos.articleNote);
    // Each intertitle a piece of its own: never one breath with the paragraph after it.
    for (const heading of body.querySelectorAll("h2, h3"))
      await expect(read).toContain(words(heading.textContent ?? ""));
  },
};

/** Paused mid-answer: "Continuar" and "Parar" side by side, as the patient sees them (the story's picture). */
export const Paused: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const first = await openQuestion(canvasElement, 0, userEvent);
    await userEvent.click(first.main(listenToAnswer));
    await waitFor(() => expect(speech.spoken()).toHaveLength(1));
    await userEvent.click(first.main("Pausar"));
    await expect(first.main("Continuar")).toBeVisible();
    await expect(first.stop()).toBeVisible();
  },
};
