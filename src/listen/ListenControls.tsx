import styled from "styled-components";
import { Button } from "../components/Button";
import { Icon } from "../components/Icon";
import { VisuallyHidden } from "../components/VisuallyHidden";
import {
  listenAttribute,
  listenEventAttribute,
  listenStateAttribute,
  listenWordsAttribute,
} from "./listenNames";
import type { ListenStatus } from "./listenStep";

export interface ListenControlsProps {
  /** The ids of the elements read aloud, in order (an article's title, summary and text; one answer). */
  targets: readonly string[];
  /** What is read, for a screen reader's name of the button: "o artigo", "a resposta". */
  what: string;
}

/**
 * Hidden until the page finds a Portuguese voice of the device's own (./offerListening.ts), so that a browser
 * without one, or with no script, shows nothing. The group's status attribute shows the main button's words for
 * it and "Parar" while a reading is under way: the code that reads only sets that attribute.
 */
const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  &[hidden],
  [${listenWordsAttribute}],
  &[${listenStateAttribute}="idle"]
    [${listenEventAttribute}="stop"] {
    display: none;
  }

  ${(["idle", "speaking", "paused"] satisfies ListenStatus[])
    .map(
      (status) =>
        `&[${listenStateAttribute}="${status}"] [${listenWordsAttribute}="${status}"] { display: inline-flex; }`,
    )
    .join("\n")}

  [${listenWordsAttribute}] {
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** The main button's words in each status, with their icon; only the status's own are shown (and named). */
const words: Record<ListenStatus, { icon: "volume" | "pause" | "play"; label: string }> = {
  idle: { icon: "volume", label: "Ouvir" },
  speaking: { icon: "pause", label: "Pausar" },
  paused: { icon: "play", label: "Continuar" },
};

/**
 * "Ouvir": reads a text aloud with the device's Portuguese voice, a little slower than its own pace, and pauses,
 * continues and stops. Plain HTML answered by one listener at the document (./offerListening.ts), so it works
 * inside sections React does not hydrate as well as in those it does.
 */
export function ListenControls({ targets, what }: ListenControlsProps) {
  const group = { [listenAttribute]: targets.join(" "), [listenStateAttribute]: "idle" };
  return (
    <Group {...group} role="group" aria-label={`Ouvir ${what} em voz alta`} hidden>
      <Button variant="outline" {...{ [listenEventAttribute]: "press" }}>
        {(Object.keys(words) as ListenStatus[]).map((status) => (
          <span key={status} {...{ [listenWordsAttribute]: status }}>
            <Icon name={words[status].icon} />
            {words[status].label}
            {status === "idle" ? <VisuallyHidden> {what}</VisuallyHidden> : null}
          </span>
        ))}
      </Button>
      <Button variant="ghost" {...{ [listenEventAttribute]: "stop" }}>
        <Icon name="stop" />
        Parar
      </Button>
    </Group>
  );
}
