import styled from "styled-components";
import { InternalLink } from "../../components/LinkComponent";

export interface BreadcrumbsProps {
  /** The pages above this one, from the home page down. */
  trail: readonly { readonly to: string; readonly label: string }[];
  /** This page's name, the last step. */
  current: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};

  li + li::before {
    content: "›";
    margin-inline-end: ${({ theme }) => theme.space[2]};
  }
`;

const Step = styled(InternalLink)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Where the page sits in the site: the pages above it as links, then its own name. */
export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  return (
    <nav aria-label="Você está em">
      <List>
        {trail.map((step) => (
          <li key={step.to}>
            <Step to={step.to}>{step.label}</Step>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </List>
    </nav>
  );
}
