/**
 * The shape of each content file, as the sections receive it. gatsby-node.ts declares the same shapes to
 * GraphQL; the pages' generated query types are structurally the same, so pages pass query data straight in.
 */

export interface Seo {
  readonly title: string;
  readonly description: string;
}

export interface TitledText {
  readonly title: string;
  readonly description: string;
}

export interface StatItem {
  readonly value: string;
  readonly label: string;
}

export interface SiteSettings {
  readonly doctorName: string;
  readonly doctorTitle: string;
  readonly crm: string;
  readonly rqe: string;
  readonly whatsappNumber: string;
  readonly socialProfileUrl: string;
  readonly socialProfileLabel: string;
  readonly city: string;
  readonly state: string;
  readonly copyrightYear: number;
}

export interface HomeContent {
  readonly seo: Seo;
  readonly hero: {
    readonly eyebrow: string;
    readonly title: string;
    readonly lead: string;
    readonly ctaLabel: string;
    readonly highlights: readonly string[];
    readonly photoAlt: string;
  };
  readonly refractive: {
    readonly title: string;
    readonly intro: string;
    readonly conditions: readonly TitledText[];
    readonly examTitle: string;
    readonly examText: string;
  };
  readonly glaucoma: {
    readonly title: string;
    readonly what: string;
    readonly riskFactorsTitle: string;
    readonly riskFactors: readonly string[];
    readonly diagnosisTitle: string;
    readonly diagnosis: string;
  };
  readonly retina: {
    readonly title: string;
    readonly intro: string;
    readonly cards: readonly {
      readonly title: string;
      readonly what: string;
      readonly importance: string;
    }[];
    readonly whatLabel: string;
    readonly importanceLabel: string;
  };
  readonly services: {
    readonly title: string;
    readonly items: readonly (TitledText & {
      readonly link?: string | null;
      readonly linkLabel?: string | null;
    })[];
  };
  readonly closing: { readonly title: string; readonly text: string; readonly ctaLabel: string };
}

export interface Testimonial {
  readonly name: string;
  readonly ageText: string;
  readonly text: string;
  readonly rating: number;
}

export interface CatarataContent {
  readonly seo: Seo;
  readonly topBar: { readonly ctaLabel: string };
  readonly hero: {
    readonly eyebrow: string;
    readonly title: string;
    readonly lead: string;
    readonly scrollLabel: string;
    readonly stats: readonly StatItem[];
  };
  readonly facts: { readonly title: string; readonly items: readonly StatItem[] };
  readonly symptoms: {
    readonly title: string;
    readonly intro: string;
    readonly items: readonly string[];
  };
  readonly technique: {
    readonly title: string;
    readonly intro: string;
    readonly steps: readonly TitledText[];
    readonly benefitsTitle: string;
    readonly benefits: readonly string[];
  };
  readonly testimonials: { readonly title: string; readonly items: readonly Testimonial[] };
  readonly profile: {
    readonly title: string;
    readonly bio: string;
    readonly stats: readonly StatItem[];
    readonly photoAlt: string;
  };
  readonly finalCta: {
    readonly title: string;
    readonly text: string;
    readonly ctaLabel: string;
    readonly doubtsLabel: string;
  };
}

export interface LinksContent {
  readonly seo: Seo;
  readonly ctaLabel: string;
  readonly siteToggleLabel: string;
  readonly siteLinks: readonly { readonly label: string; readonly to: string }[];
  readonly socialLabel: string;
  readonly photoAlt: string;
}
