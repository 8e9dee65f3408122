import type { IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";

export interface PhotoProps {
  /** The photo as gatsby-plugin-image processed it (AVIF, WebP and JPEG sizes, blurred placeholder). */
  image: IGatsbyImageData;
  /** What the photo shows, for screen readers. */
  alt: string;
  /**
   * `eager` for a photo above the fold: fetched at once and at high priority. `lazy` (the default) waits until
   * the visitor scrolls near it.
   */
  loading?: "eager" | "lazy";
  /**
   * Size and shape, from the section that places the photo (a styled(Photo)): unlike GatsbyImage, Photo sets no
   * width of its own, and ignores the data's `layout`, so the caller always gives it a width (and a height or
   * an aspect-ratio).
   */
  className?: string;
}

const Frame = styled.picture`
  display: block;
  overflow: hidden;
  background-position: center;
  background-size: cover;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A photo from gatsby-plugin-image's data, as plain HTML: a <picture> with the AVIF and WebP sources, a JPEG
 * fallback, the intrinsic size (no layout shift) and the blurred placeholder behind it until it loads.
 *
 * Why not gatsby-plugin-image's own GatsbyImage: on every page it downloads a second copy of React's server
 * renderer (22 KB gzip) to re-render its markup in the browser, about 135 ms of main-thread work on a low-end
 * phone, for a result the static HTML already has. This renders once, on the server, and the browser does the rest.
 */
export function Photo({ image, alt, loading = "lazy", className }: PhotoProps) {
  const { fallback, sources = [] } = image.images;
  const placeholder = image.placeholder?.fallback;
  return (
    <Frame
      className={className}
      style={{
        backgroundColor: image.backgroundColor,
        backgroundImage: placeholder ? `url("${placeholder}")` : undefined,
      }}
    >
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding={loading === "eager" ? "sync" : "async"}
        // React 18 passes unknown lower-case attributes through; it has no `fetchPriority` prop yet.
        {...(loading === "eager" ? { fetchpriority: "high" } : {})}
      />
    </Frame>
  );
}
