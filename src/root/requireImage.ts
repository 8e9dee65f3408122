import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A queried file's processed image, as page queries return it. */
export interface QueriedImage {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
}

/** The image data of a queried photo, or a build error naming it: a page never renders without its photo. */
export function requireImage(
  file: QueriedImage | null | undefined,
  what: string,
): IGatsbyImageData {
  const image = file?.childImageSharp?.gatsbyImageData;
  if (!image) {
    throw new Error(
      `${what}: the photo is missing or is not an image gatsby-plugin-sharp can read.`,
    );
  }
  return image;
}
