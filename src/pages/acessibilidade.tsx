import { graphql, type PageProps } from "gatsby";
import { previewFrom, todayFrom } from "../root/pageFrame";
import { requireSiteUrl } from "../seo/shareMeta";
import { AccessibilityView } from "../sections/accessibility/AccessibilityView";

export default function AccessibilityPage({
  data,
  location,
}: PageProps<Queries.AccessibilityPageQuery>) {
  if (!data.siteSettingsJson) throw new Error("src/content/site-settings.json is missing.");
  return (
    <AccessibilityView
      settings={data.siteSettingsJson}
      currentPath={location.pathname}
      siteUrl={requireSiteUrl(data.site?.siteMetadata?.siteUrl)}
      preview={previewFrom(data.siteBuild)}
      today={todayFrom(data.siteBuild)}
    />
  );
}

export const query = graphql`
  query AccessibilityPage {
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
