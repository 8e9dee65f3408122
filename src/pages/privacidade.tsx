import { graphql, type PageProps } from "gatsby";
import { previewFrom, todayFrom } from "../root/pageFrame";
import { requireSiteUrl } from "../seo/shareMeta";
import { PrivacyView } from "../sections/privacy/PrivacyView";

export default function PrivacyPage({ data, location }: PageProps<Queries.PrivacyPageQuery>) {
  if (!data.siteSettingsJson) throw new Error("src/content/site-settings.json is missing.");
  return (
    <PrivacyView
      settings={data.siteSettingsJson}
      currentPath={location.pathname}
      siteUrl={requireSiteUrl(data.site?.siteMetadata?.siteUrl)}
      preview={previewFrom(data.siteBuild)}
      today={todayFrom(data.siteBuild)}
    />
  );
}

export const query = graphql`
  query PrivacyPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteBuild {
      ...SiteBuildFields
    }
    siteSettingsJson {
      ...SiteSettingsFields
    }
  }
`;
