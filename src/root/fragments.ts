import { graphql } from "gatsby";

/**
 * The site settings every page needs (footer, registration, chat number, and the practice's details for its
 * section and the structured data), queried once per page.
 */
export const siteSettingsFields = graphql`
  fragment SiteSettingsFields on SiteSettingsJson {
    doctorName
    doctorForm
    doctorTitle
    crm
    rqe
    whatsappNumber
    email
    socialProfileUrl
    socialProfileLabel
    city
    state
    clinicRegistration
    technicalDirector
    copyrightYear
    practice {
      title
      replyTime
      emergency
      address {
        street
        district
        postalCode
        directions
        mapUrl
      }
      landline
      hours {
        monday {
          opens
          closes
        }
        tuesday {
          opens
          closes
        }
        wednesday {
          opens
          closes
        }
        thursday {
          opens
          closes
        }
        friday {
          opens
          closes
        }
        saturday {
          opens
          closes
        }
        sunday {
          opens
          closes
        }
      }
      hoursExceptions {
        from
        until
        reason
        intervals {
          opens
          closes
        }
      }
      healthPlans
      acceptsPrivate
      consultationPrice
      paymentMethods
      acceptingNewPatients
      confirmed
    }
    visit {
      title
      durationTitle
      duration
      bringTitle
      bring
      dilationTitle
      dilation
      refractionTitle
      refraction
      examPreparation
      confirmed
    }
    privacy {
      controller
      controllerRegistration
      controllerAddress
      officer
      requestContact
      recipients
      host
      transferSafeguard
      conversationRetention
      confirmed
    }
  }
`;

/**
 * What the build says of itself to every page (the content gate's SiteBuild node, plugins/content-gate/siteBuild.ts):
 * the day it ran on, for the special dates, and a preview's notice, null in production.
 */
export const siteBuildFields = graphql`
  fragment SiteBuildFields on SiteBuild {
    builtOn
    previewNotice {
      unconfirmed
      drafts
    }
  }
`;

/** A figure of the cataract page, with what it counts and where it comes from (src/components/StatList.tsx). */
export const statFields = graphql`
  fragment StatFields on Stat {
    value
    label
    definition
    source
    confirmed
  }
`;

/** An article as another page links to it: its address, title and summary (src/sections/layout/ArticleLink.tsx). */
export const articleLinkFields = graphql`
  fragment ArticleLinkFields on ArtigoJson {
    slug
    title
    summary
  }
`;
