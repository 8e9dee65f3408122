/**
 * A change's id (the house rule: a change is sent as what the person asked for, with an id, so a retry never
 * writes twice). The page makes one id per change and keeps it with the draft; the gateway store writes it under
 * the commit's message as a trailer line ("Pedido: <id>"), and before writing looks for it on the branch's head: a
 * retry after a reply lost on the way back finds its own commit there, and answers "published" without writing.
 */
import { maxCommitMessageLength } from "../shared/commitMessage";

/** The trailer's name, in the commit's last paragraph: "Pedido: 1b4e28ba-2fa1-41d2-883f-0016d3cca427". */
const trailerName = "Pedido";

/** A new change's id: a random UUID, as the browser makes it. */
export function newRequestId(): string {
  return crypto.randomUUID();
}

/** What an id looks like; anything else is never written as a trailer, nor read as one. */
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The commit's message with the change's id as its trailer, within the gateway's length: a message too long for
 * it is cut, with "…", so the id always fits. Without an id (or with one that is not an id), the message as it is.
 */
export function messageWithRequest(
  message: string,
  request: string | undefined,
  limit = maxCommitMessageLength,
): string {
  if (!request || !idPattern.test(request)) return message;
  const trailer = `\n\n${trailerName}: ${request}`;
  const room = limit - trailer.length;
  const body = message.trimEnd();
  return `${body.length > room ? `${body.slice(0, room - 1).trimEnd()}…` : body}${trailer}`;
}

/** The change's id a commit's message carries in its last paragraph, or undefined when it carries none. */
export function requestOf(message: string): string | undefined {
  const lastParagraph =
    message
      .trimEnd()
      .split(/\n\s*\n/)
      .at(-1) ?? "";
  for (const line of lastParagraph.split("\n").reverse()) {
    const match = new RegExp(`^${trailerName}:\\s*(\\S+)\\s*$`).exec(line.trim());
    if (match && idPattern.test(match[1]!)) return match[1]!.toLowerCase();
  }
  return undefined;
}
