/**
 * The shape of each content file as the sections receive it, derived from the content model (contentModel.ts, one module per file in model/):
 * read-only, and with the optional fields also allowing null, as GraphQL hands them over. The pages' generated
 * query types are structurally the same, so pages pass query data straight in.
 */
import type { Static, TSchema } from "@sinclair/typebox";
import type { artigo } from "./model/artigo";
import type { catarata } from "./model/catarata";
import type { conteudos } from "./model/conteudos";
import type { home } from "./model/home";
import type { links } from "./model/links";
import type { siteSettings } from "./model/siteSettings";

/** A value of the model as a section receives it: read-only all the way down; optional fields may be null. */
export type Content<T> = T extends readonly (infer Item)[]
  ? readonly Content<Item>[]
  : T extends object
    ? {
        readonly [Key in keyof T]: undefined extends T[Key]
          ? Content<Exclude<T[Key], undefined>> | null
          : Content<T[Key]>;
      }
    : T;

/** The content a model declares. */
export type ContentOf<Model extends TSchema> = Content<Static<Model>>;

export type HomeContent = ContentOf<typeof home>;
export type CatarataContent = ContentOf<typeof catarata>;
export type LinksContent = ContentOf<typeof links>;
export type ConteudosContent = ContentOf<typeof conteudos>;
/** The site settings; the photo reaches the sections as image data, not as the file's path. */
export type SiteSettings = Omit<ContentOf<typeof siteSettings>, "photo">;

export type Seo = HomeContent["seo"];
/** An article (src/content/artigos/*.json); `related` reaches the page as the articles themselves. */
export type ArticleContent = ContentOf<typeof artigo>;
export type { ArticleLink } from "./model/shared";
