import styled from "styled-components";
import { Icon, type IconName } from "./Icon";

export type NoticeTone = "success" | "danger";

/** A link offered inside a notice, for doing by hand what the site could not do by itself. */
export interface NoticeAction {
  /** Where the link goes; it opens in a new tab. */
  href: string;
  /** The link's words, e.g. "Abrir o WhatsApp". */
  label: string;
}

export interface NoticeProps {
  /** success when something went well, danger for something the person must fix. */
  tone: NoticeTone;
  /** The first line, in bold and in the tone's colour. */
  title: string;
  /** The sentence under the title. */
  description: string;
  /** An optional second sentence, on a line of its own: what to do next. */
  detail?: string;
  /** An optional link under the description. */
  action?: NoticeAction;
  /** Keeps the title clear of a close button laid over the top-right corner on a narrow screen (a toast's). */
  closeButtonSpace?: boolean;
}

const toneColor = { success: "success", danger: "danger" } as const satisfies Record<
  NoticeTone,
  "success" | "danger"
>;

/** A tick in a circle, for success; an exclamation mark in a circle, for danger: decoration, as the title says
 * the same in words. */
const toneIcons = {
  success: "checkCircle",
  danger: "alertCircle",
} as const satisfies Record<NoticeTone, IconName>;

const Body = styled.div<{ $tone: NoticeTone }>`
  flex: 1;
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  min-width: 0;

  /* On a narrow screen the icon gives its room to the words; the title's colour and words still say the tone. */
  > svg {
    display: none;
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme, $tone }) => theme.colors[toneColor[$tone]]};

    ${({ theme }) => theme.media.xs} {
      display: block;
    }
  }
`;

const Title = styled.p<{ $tone: NoticeTone; $closeButtonSpace: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme, $tone }) => theme.colors[toneColor[$tone]]};
  padding-inline-end: ${({ theme, $closeButtonSpace }) => ($closeButtonSpace ? theme.sizes.target : 0)};

  ${({ theme }) => theme.media.xs} {
    padding-inline-end: 0;
  }
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
`;

const ActionLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.target};
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * What a notice says: the tone's icon, a bold title, a sentence and, at times, a link that opens in a new tab.
 * Only the content: a toast or a banner around it gives the box, the role and the way to close it.
 */
export function Notice({
  tone,
  title,
  description,
  detail,
  action,
  closeButtonSpace = false,
}: NoticeProps) {
  return (
    <Body $tone={tone}>
      <Icon name={toneIcons[tone]} />
      <div>
        <Title $tone={tone} $closeButtonSpace={closeButtonSpace}>
          {title}
        </Title>
        <Description>{description}</Description>
        {detail && <Description>{detail}</Description>}
        {action && (
          <ActionLink href={action.href} target="_blank" rel="noopener noreferrer">
            {action.label}
          </ActionLink>
        )}
      </div>
    </Body>
  );
}
