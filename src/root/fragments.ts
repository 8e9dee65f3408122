import { graphql } from "gatsby";

/** The site settings every page needs (footer, registration, chat number), queried once per page. */
export const siteSettingsFields = graphql`
  fragment SiteSettingsFields on SiteSettingsJson {
    doctorName
    doctorTitle
    crm
    rqe
    whatsappNumber
    socialProfileUrl
    socialProfileLabel
    city
    state
    copyrightYear
  }
`;
