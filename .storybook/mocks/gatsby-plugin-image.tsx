/**
 * Storybook's stand-in for gatsby-plugin-image: the real GatsbyImage needs Gatsby's image runtime, so this one
 * renders the same image data as a plain responsive <img>, keeping its alt text and size.
 */
import type { CSSProperties } from "react";

export interface IGatsbyImageData {
  layout: "fixed" | "fullWidth" | "constrained";
  width: number;
  height: number;
  backgroundColor?: string;
  images: { fallback?: { src: string; srcSet?: string; sizes?: string }; sources?: unknown[] };
  placeholder?: { fallback: string };
}

export interface GatsbyImageProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  style?: CSSProperties;
  imgStyle?: CSSProperties;
  loading?: "eager" | "lazy";
}

export function GatsbyImage({ image, alt, className, style, imgStyle, loading }: GatsbyImageProps) {
  return (
    <div
      className={className}
      style={{
        position: "relative",
        overflow: "hidden",
        background: image.backgroundColor,
        ...style,
      }}
    >
      <img
        src={image.images.fallback?.src}
        srcSet={image.images.fallback?.srcSet}
        sizes={image.images.fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading ?? "lazy"}
        style={{ width: "100%", height: "100%", objectFit: "cover", ...imgStyle }}
      />
    </div>
  );
}

export function getImage(data: { gatsbyImageData?: IGatsbyImageData } | null | undefined) {
  return data?.gatsbyImageData;
}
