import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FaqSection } from "../../../src/sections/catarata/FaqSection";
import { catarata } from "../../fixtures/content";

const meta = {
  title: "Sections/Catarata/FaqSection",
  component: FaqSection,
  args: { faq: catarata.faq },
} satisfies Meta<typeof FaqSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answer's element under a question's summary. */
function answerOf(summary: HTMLElement): HTMLElement {
  return summary.nextElementSibling as HTMLElement;
}

/** Every question folded, each a native disclosure (<details>/<summary>) that needs no script. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: catarata.faq.title });
    const groups = region.querySelectorAll("details");
    await expect(groups).toHaveLength(catarata.faq.items.length);
    const summaries = [...region.querySelectorAll("summary")];
    await expect(summaries.map((summary) => summary.textContent)).toEqual(
      catarata.faq.items.map((item) => item.question),
    );
    for (const summary of summaries) await expect(answerOf(summary)).not.toBeVisible();
  },
};

/**
 * Reached by keyboard: Tab goes from question to question (a folded answer holds no stop), each with the
 * site's focus ring. Enter and Space then open a <summary> by the browser's own doing, which user-event does not
 * imitate; the built-site test (__tests__/site/practice-info.test.mjs) presses the real keys.
 */
export const ReachedByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole("region", { name: catarata.faq.title });
    const [first, second] = [...region.querySelectorAll("summary")] as HTMLElement[];
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first!).outlineStyle).toBe("solid");
    await userEvent.tab();
    await expect(second).toHaveFocus();
  },
};

/** A tap opens a question and a second tap folds it; two may be open at once. */
export const OpensAndCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole("region", { name: catarata.faq.title });
    const [first, second] = [...region.querySelectorAll("summary")] as HTMLElement[];
    await userEvent.click(first!);
    await expect(first!.parentElement).toHaveAttribute("open");
    await expect(answerOf(first!)).toBeVisible();
    await expect(answerOf(first!)).toHaveTextContent(catarata.faq.items[0]!.answer);
    await userEvent.click(first!);
    await expect(first!.parentElement).not.toHaveAttribute("open");
    await userEvent.click(first!);
    await userEvent.click(second!);
    await expect(within(region).getByText(catarata.faq.items[1]!.answer)).toBeVisible();
    await expect(answerOf(first!)).toBeVisible();
  },
};
