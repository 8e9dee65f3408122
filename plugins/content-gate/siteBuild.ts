/**
 * What the build tells every page of itself, through Gatsby's data layer: the practice's day it ran on (the special
 * dates already past leave the page, src/content/specialDates.ts) and, in a preview, what is still unconfirmed and
 * which articles are drafts (the preview notice). One node, which each page's query asks for (the SiteBuildFields
 * fragment, src/root/fragments.ts), so Gatsby makes each page once, as its page files say, rather than the build
 * deleting every page to make it again with these in its context.
 */
import type { SiteStage } from "../../src/content/publishGate";

/** The node's GraphQL type, and the root field (`siteBuild`) pages query it by. */
export const siteBuildType = "SiteBuild";

/**
 * The node's types, declared rather than inferred: a page that asks for a field the build does not make fails the
 * build with the type and field named. The notice's fields are those of PreviewNoticeContent
 * (src/sections/layout/PreviewNotice.tsx), each a list of lines, so its pages get it typed by Gatsby's `Queries`
 * with nothing to check by hand; a JSON field would come typed as any object.
 */
export const siteBuildTypeDefs = `
  type ${siteBuildType} implements Node @dontInfer {
    "The practice's calendar day the build ran on, as an ISO date (2026-12-25)."
    builtOn: String!
    "What a preview still holds that the live site may not; null in a production build."
    previewNotice: ${siteBuildType}PreviewNotice
  }

  type ${siteBuildType}PreviewNotice {
    "One line per item still unconfirmed, in Portuguese, with the council's rule."
    unconfirmed: [String!]!
    "The draft articles' files, which a production build leaves out."
    drafts: [String!]!
  }
`;

/** The preview notice as the node holds it. */
export interface SiteBuildNotice {
  readonly unconfirmed: readonly string[];
  readonly drafts: readonly string[];
}

/** The node's own fields (Gatsby adds its id and internals). */
export interface SiteBuildFields {
  readonly builtOn: string;
  readonly previewNotice: SiteBuildNotice | null;
}

/**
 * The fields of the build's node for a build of `stage` on `builtOn`: a preview's carry `notice`; a production
 * build's carry none of it (it stops before this on anything unconfirmed, and its pages show no notice).
 */
export function siteBuildFields(
  stage: SiteStage,
  builtOn: string,
  notice: SiteBuildNotice,
): SiteBuildFields {
  return { builtOn, previewNotice: stage === "production" ? null : notice };
}
