import { graphql, type PageProps } from "gatsby";
import { previewFrom } from "../root/pageFrame";
import { NotFoundView } from "../sections/not-found/NotFoundView";

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  if (!data.siteSettingsJson) throw new Error("src/content/site-settings.json is missing.");
  return (
    <NotFoundView
      path={location.pathname}
      settings={data.siteSettingsJson}
      preview={previewFrom(data.siteBuild)}
    />
  );
}

export const query = graphql`
  query NotFoundPage {
    siteBuild {
      ...SiteBuildFields
    }
    siteSettingsJson {
      ...SiteSettingsFields
    }
  }
`;
