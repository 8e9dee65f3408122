import type { GatsbyNode } from "gatsby";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { optimizeStartUp } from "./src/boot/optimizeStartUp";
import { findPlaceholders } from "./src/content/findPlaceholders";
import { writeShareFiles } from "./src/seo/shareFiles";
import { formatContentErrors, validateAllContent } from "./src/content/validateContent";

/**
 * Checks every content file against its schema before anything else runs, so an editor's mistake stops the
 * build in seconds with the file, the field and the rule named, rather than as a GraphQL error or a broken page.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const errors = validateAllContent(join(store.getState().program.directory, "src/content"));
  if (errors.length > 0) reporter.panic(formatContentErrors(errors));
};

/**
 * Every content type, declared rather than inferred: a field an editor deletes or misspells fails the build with
 * the type and field named, instead of rendering an empty card. `@dontInfer` keeps unknown fields out.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Seo @dontInfer { title: String!, description: String! }
    type TitledText @dontInfer { title: String!, description: String! }
    type Stat @dontInfer { value: String!, label: String! }

    type SiteSettingsJson implements Node @dontInfer {
      doctorName: String!
      doctorTitle: String!
      crm: String!
      rqe: String!
      whatsappNumber: String!
      socialProfileUrl: String!
      socialProfileLabel: String!
      city: String!
      state: String!
      copyrightYear: Int!
      photo: File! @fileByRelativePath
    }

    type HomeJson implements Node @dontInfer {
      seo: Seo!
      hero: HomeHero!
      refractive: HomeRefractive!
      glaucoma: HomeGlaucoma!
      retina: HomeRetina!
      services: HomeServices!
      closing: HomeClosing!
    }
    type HomeHero @dontInfer {
      eyebrow: String!
      title: String!
      lead: String!
      ctaLabel: String!
      highlights: [String!]!
      photoAlt: String!
    }
    type HomeRefractive @dontInfer {
      title: String!
      intro: String!
      conditions: [TitledText!]!
      examTitle: String!
      examText: String!
    }
    type HomeGlaucoma @dontInfer {
      title: String!
      what: String!
      riskFactorsTitle: String!
      riskFactors: [String!]!
      diagnosisTitle: String!
      diagnosis: String!
    }
    type RetinaCard @dontInfer { title: String!, what: String!, importance: String! }
    type HomeRetina @dontInfer {
      title: String!
      intro: String!
      cards: [RetinaCard!]!
      whatLabel: String!
      importanceLabel: String!
    }
    type Service @dontInfer { title: String!, description: String!, link: String, linkLabel: String }
    type HomeServices @dontInfer { title: String!, items: [Service!]! }
    type HomeClosing @dontInfer { title: String!, text: String!, ctaLabel: String! }

    type CatarataJson implements Node @dontInfer {
      seo: Seo!
      topBar: CatarataTopBar!
      hero: CatarataHero!
      facts: CatarataFacts!
      symptoms: CatarataSymptoms!
      technique: CatarataTechnique!
      testimonials: CatarataTestimonials!
      profile: CatarataProfile!
      finalCta: CatarataFinalCta!
    }
    type CatarataTopBar @dontInfer { ctaLabel: String! }
    type CatarataHero @dontInfer {
      eyebrow: String!
      title: String!
      lead: String!
      scrollLabel: String!
      stats: [Stat!]!
    }
    type CatarataFacts @dontInfer { title: String!, items: [Stat!]! }
    type CatarataSymptoms @dontInfer { title: String!, intro: String!, items: [String!]! }
    type CatarataTechnique @dontInfer {
      title: String!
      intro: String!
      steps: [TitledText!]!
      benefitsTitle: String!
      benefits: [String!]!
    }
    type Testimonial @dontInfer { name: String!, ageText: String!, text: String!, rating: Int! }
    type CatarataTestimonials @dontInfer { title: String!, items: [Testimonial!]! }
    type CatarataProfile @dontInfer { title: String!, bio: String!, stats: [Stat!]!, photoAlt: String! }
    type CatarataFinalCta @dontInfer { title: String!, text: String!, ctaLabel: String!, doubtsLabel: String! }

    type LinksJson implements Node @dontInfer {
      seo: Seo!
      ctaLabel: String!
      siteToggleLabel: String!
      siteLinks: [SiteLink!]!
      socialLabel: String!
      photoAlt: String!
    }
    type SiteLink @dontInfer { label: String!, to: String! }
  `);
};

/**
 * After the pages are written: the share image and robots.txt; the start-up work (the deferred script loader in
 * every HTML file, the compile hint in the scripts it loads); then a loud list of every placeholder an editor
 * still has to replace before the site goes live.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  // robots.txt, the share image and the web app manifest, for the address the site is built for
  // (src/seo/shareFiles.ts).
  const { program, config } = store.getState();
  const { ogImageBytes } = await writeShareFiles({
    directory: program.directory,
    siteUrl: config.siteMetadata.siteUrl,
  });
  reporter.info(
    `og-image.jpg, robots.txt and manifest.webmanifest written (${Math.round(ogImageBytes / 1024)} KB image)`,
  );
  // Scripts start after the first paint, compiled off the main thread (src/boot/optimizeStartUp.ts).
  const startUp = await optimizeStartUp(join(program.directory, "public"));
  reporter.info(
    `start-up: scripts deferred on ${startUp.pages} pages, compile hint added to ${startUp.scripts} scripts`,
  );
  const settingsFile = join(store.getState().program.directory, "src/content/site-settings.json");
  const placeholders = findPlaceholders(JSON.parse(readFileSync(settingsFile, "utf8")));
  if (placeholders.length === 0) return;
  reporter.warn(
    [
      "",
      "==================================================================",
      " PLACEHOLDERS STILL IN PLACE: replace them before publishing.",
      ` File: src/content/site-settings.json`,
      ...placeholders.map((field) => `   - ${field.path}: ${JSON.stringify(field.value)}`),
      " And replace src/images/doctor-portrait.jpg with a photo of the doctor.",
      "==================================================================",
    ].join("\n"),
  );
};
