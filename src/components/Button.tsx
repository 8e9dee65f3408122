import { forwardRef, type ComponentPropsWithoutRef, type ElementType } from "react";
import styled, { css, keyframes } from "styled-components";

export type ButtonVariant = "primary" | "outline" | "ghost" | "inverse" | "outlineInverse";
export type ButtonSize = "md" | "lg";

export interface ButtonProps extends ComponentPropsWithoutRef<"button"> {
  /** Visual weight: primary for the main action, outline beside it, ghost for quiet actions; inverse and outlineInverse on the dark band. */
  variant?: ButtonVariant;
  /** md for inline actions, lg for calls to action. Both are at least 48 px tall. */
  size?: ButtonSize;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** Renders another element, e.g. Gatsby's Link, keeping the button's look. */
  as?: ElementType;
  /** Renders a link (`<a>`) instead of a button. */
  href?: string;
  /** Where a router link goes (with `as={Link}`). */
  to?: string;
  /** Link target, when rendered as a link. */
  target?: string;
  /** Link relationship, when rendered as a link. */
  rel?: string;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    &:hover {
      background: ${({ theme }) => theme.colors.primaryStrong};
      border-color: ${({ theme }) => theme.colors.primaryStrong};
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: transparent;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  `,
  inverse: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.surface};
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceTint};
    }
  `,
  outlineInverse: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.inkInverse};
    border-color: ${({ theme }) => theme.colors.inkInverse};
    &:hover {
      background: ${({ theme }) => theme.colors.primaryStrong};
    }
  `,
} satisfies Record<ButtonVariant, ReturnType<typeof css>>;

/* On a narrow screen (a small phone, or large text) the padding shrinks, so the label keeps whole words. */
const sizes = {
  md: css`
    min-height: ${({ theme }) => theme.sizes.target};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    font-size: ${({ theme }) => theme.fontSizes.md};

    ${({ theme }) => theme.media.xs} {
      padding-inline: ${({ theme }) => theme.space[5]};
    }
  `,
  lg: css`
    min-height: ${({ theme }) => theme.sizes.targetLarge};
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
    font-size: ${({ theme }) => theme.fontSizes.md};

    ${({ theme }) => theme.media.xs} {
      padding-inline: ${({ theme }) => theme.space[6]};
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  `,
} satisfies Record<ButtonSize, ReturnType<typeof css>>;

const spin = keyframes`
  to { transform: rotate(1turn); }
`;

/**
 * Busy (`aria-busy="true"`, set by whoever started the button's work, until it answers). A turning ring after
 * the label says "working" in shape and motion, not in colour alone; with reduced motion it stands still, a ring
 * with a gap.
 */
const busy = css`
  &[aria-busy="true"] {
    cursor: progress;

    &::after {
      content: "";
      flex: none;
      width: ${({ theme }) => theme.sizes.spinner};
      height: ${({ theme }) => theme.sizes.spinner};
      border: ${({ theme }) => theme.sizes.spinnerStroke} solid currentColor;
      border-inline-end-color: transparent;
      border-radius: ${({ theme }) => theme.radii.round};
      animation: ${spin} ${({ theme }) => theme.durations.spin} linear infinite;

      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    }
  }
`;

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: ${({ theme }) => theme.sizes.target};
  width: ${({ $fullWidth }) => ($fullWidth ? "100%" : "auto")};
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast},
    border-color ${({ theme }) => theme.durations.fast};

  /* Icons are decoration beside the label: on a narrow screen the label has the room to itself. */
  svg {
    display: none;
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};

    ${({ theme }) => theme.media.xs} {
      display: block;
    }
  }

  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  ${busy}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/**
 * The one button of the site. A `<button type="button">` by default, so it never submits a form by accident;
 * a link when given `href`, or any element given through `as` (Gatsby's Link on the pages).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "md", fullWidth = false, as, href, type, ...rest },
  ref,
) {
  const element: ElementType = as ?? (href === undefined ? "button" : "a");
  return (
    <StyledButton
      ref={ref}
      as={element}
      {...(href === undefined ? {} : { href })}
      type={element === "button" ? (type ?? "button") : type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    />
  );
});
