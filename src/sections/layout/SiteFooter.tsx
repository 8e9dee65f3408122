import styled from "styled-components";
import { Container } from "../../components/Container";
import { Icon } from "../../components/Icon";
import { InternalLink } from "../../components/LinkComponent";
import type { SiteSettings } from "../../content/contentTypes";
import { professionLine } from "../../content/doctorWording";
import { crmText, practiceRegistrationLines, rqeText } from "../../content/registration";
import { pageAddress } from "../../shared/pageAddress";
import { footerPages } from "../../shared/sitePages";

export interface SiteFooterProps {
  /** The path of the page being shown; its link is highlighted and marked as the current page. */
  currentPath: string;
  /** The doctor's name and registration. */
  settings: Pick<
    SiteSettings,
    | "doctorName"
    | "doctorForm"
    | "doctorTitle"
    | "crm"
    | "rqe"
    | "state"
    | "copyrightYear"
    | "clinicRegistration"
    | "technicalDirector"
  >;
  /** Shows the RQE (specialist registration) beside the CRM: every page but home. */
  showRqe: boolean;
}

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.surfaceInverse};
  color: ${({ theme }) => theme.colors.inkInverse};
  padding-block: ${({ theme }) => theme.space[7]};
  --focus-color: ${({ theme }) => theme.colors.focusInverse};
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
`;

const NavLink = styled(InternalLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.target};
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.inkInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: underline;
  text-decoration-thickness: 1px;

  /* The accessibility symbol, in the line, before its word. */
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
    margin-inline-end: ${({ theme }) => theme.space[1]};
  }

  ${({ theme }) => theme.media.xs} {
    padding-inline: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  &[aria-current="page"] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;

    /* Forced colours drop the pill's background: its outline marks the current page instead. */
    ${({ theme }) => theme.modes.forcedColors} {
      border: ${({ theme }) => theme.sizes.border} solid;
    }
  }
`;

const Legal = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkInverseMuted};
`;

/**
 * The footer of every page: the site's pages, as the page registry names and orders them (src/shared/sitePages.ts),
 * with the accessibility symbol Lei 13.146/2015, art. 63, asks for,
 * and the identification CFM rules require: the doctor's name, "Médico" or "Médica" and the CRM, and the clinic's
 * own registration and technical director when the settings have them.
 */
export function SiteFooter({ currentPath, settings, showRqe }: SiteFooterProps) {
  const registration = [crmText(settings), showRqe ? rqeText(settings) : null]
    .filter(Boolean)
    .join(" · ");
  return (
    <Footer>
      <Container>
        <nav aria-label="Páginas do site">
          <NavList>
            {footerPages.map((page) => (
              <li key={page.address}>
                <NavLink
                  to={page.address}
                  aria-current={pageAddress(currentPath) === page.address ? "page" : undefined}
                >
                  {page.footerIcon ? <Icon name={page.footerIcon} /> : null}
                  {page.name}
                </NavLink>
              </li>
            ))}
          </NavList>
        </nav>
        <Legal>
          © {settings.copyrightYear} {settings.doctorName} ·{" "}
          {professionLine(settings.doctorForm, settings.doctorTitle)} · {registration}
        </Legal>
        {practiceRegistrationLines(settings).map((line) => (
          <Legal key={line}>{line}</Legal>
        ))}
      </Container>
    </Footer>
  );
}
