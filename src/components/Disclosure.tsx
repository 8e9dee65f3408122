import { useId, useState, type ComponentPropsWithoutRef } from "react";
import styled from "styled-components";
import { Icon } from "./Icon";

export interface DisclosureProps extends Omit<ComponentPropsWithoutRef<"div">, "title"> {
  /** The row's words, and its name: "Sábado". */
  summary: string;
  /** A line under the row, what is inside in a few words: "8h às 12h". Read as the button's description. */
  detail?: string;
  /** Open, when the parent holds the state. */
  open?: boolean;
  /** Open at first, when the disclosure holds its own state. */
  defaultOpen?: boolean;
  /** Called with the new state when the person opens or closes it. */
  onOpenChange?: (open: boolean) => void;
}

const Box = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/* The whole first row is the button: a full touch target. */
const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.target};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    margin-inline-start: auto;
    color: ${({ theme }) => theme.colors.primary};
    transition: transform ${({ theme }) => theme.durations.normal};
  }

  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

/* Under the row, outside the button: the button's name is its words alone, as a screen reader and a voice say
   it; the detail is read as its description. */
const Detail = styled.p`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]} ${theme.space[2]}`};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[4]}`};
`;

/**
 * Something folded under a row that says what it is and, briefly, what it holds (a day and its hours): a button
 * named by the summary, described by the detail under it, that says whether it is open (aria-expanded) and the
 * part it opens. Open or closed by the parent (`open`) or by itself (`defaultOpen`).
 */
export function Disclosure({
  summary,
  detail,
  open,
  defaultOpen = false,
  onOpenChange,
  children,
  ...rest
}: DisclosureProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const id = useId();
  const bodyId = `${id}-body`;
  return (
    <Box {...rest}>
      <Toggle
        type="button"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        aria-describedby={detail ? `${id}-detail` : undefined}
        onClick={() => {
          setOwnOpen(!isOpen);
          onOpenChange?.(!isOpen);
        }}
      >
        <strong>{summary}</strong>
        <Icon name="chevronDown" />
      </Toggle>
      {detail ? <Detail id={`${id}-detail`}>{detail}</Detail> : null}
      <Body id={bodyId} hidden={!isOpen}>
        {children}
      </Body>
    </Box>
  );
}
