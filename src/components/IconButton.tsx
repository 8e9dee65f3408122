import { forwardRef, type ComponentPropsWithoutRef } from "react";
import styled from "styled-components";

export interface IconButtonProps extends Omit<ComponentPropsWithoutRef<"button">, "aria-label"> {
  /** What the button does, read by screen readers: the icon alone says nothing to them. */
  label: string;
}

const StyledIconButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.target};
  height: ${({ theme }) => theme.sizes.target};
  margin: ${({ theme }) => `-${theme.space[2]} -${theme.space[2]} 0 0`};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.durations.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.ink};
  }

  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;

/**
 * A round, icon-only button at full touch-target size, pulled into its container's top-right corner: the close
 * buttons of the dialog and of the toasts.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, type = "button", ...rest },
  ref,
) {
  return <StyledIconButton ref={ref} type={type} aria-label={label} {...rest} />;
});
