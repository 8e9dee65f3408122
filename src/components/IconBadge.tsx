import styled from "styled-components";
import { Icon, type IconName } from "./Icon";

export interface IconBadgeProps {
  /** Which icon. */
  name: IconName;
  /** md for cards, lg for feature lists. */
  size?: "md" | "lg";
}

const Badge = styled.span<{ $size: "md" | "lg" }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme, $size }) => ($size === "lg" ? theme.sizes.targetLarge : theme.sizes.target)};
  height: ${({ theme, $size }) => ($size === "lg" ? theme.sizes.targetLarge : theme.sizes.target)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceTint};
  color: ${({ theme }) => theme.colors.primary};

  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;

/** A decorative icon on a tinted disc, at the head of a card or a list item. */
export function IconBadge({ name, size = "md" }: IconBadgeProps) {
  return (
    <Badge $size={size} aria-hidden="true">
      <Icon name={name} />
    </Badge>
  );
}
