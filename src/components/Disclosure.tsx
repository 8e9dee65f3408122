import { useId, useState, type ComponentPropsWithoutRef } from "react";
import styled from "styled-components";
import { Icon } from "./Icon";

export interface DisclosureProps extends Omit<ComponentPropsWithoutRef<"div">, "title"> {
  /** The row's words, and its name: "Sábado". */
  summary: string;
  /** A second line in the row, what is inside in a few words: "8h às 12h". Read with the summary. */
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

/* The whole row is the button: a full touch target, its detail wrapping under the summary on a short line. */
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

const Words = styled.span`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[4]}`};
`;

/**
 * Something folded under a row that says what it is and, briefly, what it holds (a day and its hours): a button
 * that says whether it is open (aria-expanded) and the part it opens. Open or closed by the parent (`open`) or
 * by itself (`defaultOpen`).
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
  const bodyId = useId();
  return (
    <Box {...rest}>
      <Toggle
        type="button"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={() => {
          setOwnOpen(!isOpen);
          onOpenChange?.(!isOpen);
        }}
      >
        <Words>
          <strong>{summary}</strong>
          {detail ? <Detail>{detail}</Detail> : null}
        </Words>
        <Icon name="chevronDown" />
      </Toggle>
      <Body id={bodyId} hidden={!isOpen}>
        {children}
      </Body>
    </Box>
  );
}
