/** Storybook's stand-in for the parts of `gatsby` that components and pages use. */
import { forwardRef, type AnchorHTMLAttributes } from "react";

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
}

/** Renders a plain anchor; a click stays in the story instead of leaving Storybook's frame. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _active, partiallyActive: _partial, onClick, children, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
});

export function navigate(to: string): Promise<void> {
  console.info(`navigate(${to})`);
  return Promise.resolve();
}

export function graphql(): never {
  throw new Error("graphql`` queries run only in Gatsby builds; stories pass data as props.");
}
