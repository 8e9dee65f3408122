import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ForwardRefExoticComponent,
  type ReactNode,
  type RefAttributes,
} from "react";

export interface InternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** The site path, e.g. "/catarata/". */
  to: string;
}

export type LinkComponentType = ForwardRefExoticComponent<
  InternalLinkProps & RefAttributes<HTMLAnchorElement>
>;

/** Without a router, an internal link is a plain anchor. */
export const PlainLink: LinkComponentType = forwardRef(function PlainLink(
  { to, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} {...rest} href={to}>
      {children}
    </a>
  );
});

const LinkContext = createContext<LinkComponentType>(PlainLink);

export interface LinkComponentProviderProps {
  /** The router's link (Gatsby's Link on the site). */
  component: LinkComponentType;
  children: ReactNode;
}

/**
 * Components link between pages without knowing Gatsby: the root provides Gatsby's Link here, Storybook keeps
 * the plain anchor.
 */
export function LinkComponentProvider({ component, children }: LinkComponentProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The internal link component in use. */
export function useLinkComponent(): LinkComponentType {
  return useContext(LinkContext);
}

/** A link to a page of the site, through the router when there is one. */
export const InternalLink = forwardRef<HTMLAnchorElement, InternalLinkProps>(
  function InternalLink(props, ref) {
    const Link = useLinkComponent();
    // The component comes from context and is the same on every render; the linter cannot see that.
    // eslint-disable-next-line react-hooks/static-components
    return <Link ref={ref} {...props} />;
  },
);
