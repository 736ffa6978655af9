/**
 * Types of the written content of the public pages. Pages render these modules; nothing here
 * knows about React. Text may carry placeholders in braces that the page fills at render time
 * (see placeholders.ts): prices come from the current price table and contacts from the
 * configuration, so staff can change either without touching the copy.
 */

/** A link with its visible label. `href` is a site path such as "/booking" or "/contact". */
export interface ContentLink {
  label: string;
  href: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** A block of copy: a heading, paragraphs and an optional bullet list after them. */
export interface ContentSection {
  /** Stable anchor id, unique within the page. */
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface CallToAction {
  heading: string;
  text: string;
  primary: ContentLink;
  secondary?: ContentLink;
}

/** What every public page carries for the document head and its single h1. */
export interface PageMeta {
  /** Route segment: "home", "about", "deep-cleaning", "residential-cleaning/kitchen"... */
  slug: string;
  /** The full route, e.g. "/services/deep-cleaning". */
  path: string;
  /** The document title, at most 60 characters. */
  title: string;
  /** 120 to 160 characters. */
  metaDescription: string;
  /** The one h1 of the page. */
  h1: string;
}

export interface ServicePageContent extends PageMeta {
  /** Short name used in menus, cards and breadcrumbs. */
  name: string;
  /**
   * The price-table service whose prices fill {fromPrice} and the other price placeholders.
   * Kitchen, bathroom and general use "residential-cleaning".
   */
  priceSlug: string;
  /** The parent page for sub-pages (kitchen, bathroom, general). */
  parentSlug?: string;
  intro: string[];
  included: { heading: string; items: string[] }[];
  whoItsFor: string[];
  /** How the price works; mentions {fromPrice}. */
  pricing: string[];
  process?: { title: string; text: string }[];
  /** Extra sections specific to the service (New York City notes, limits...). */
  sections?: ContentSection[];
  faqs: Faq[];
  cta: CallToAction;
}

export interface NeighborhoodGroup {
  /** A part of the borough, e.g. "Upper Manhattan". */
  area: string;
  neighborhoods: string[];
}

export interface BoroughServiceBlurb {
  /** Service page slug ("deep-cleaning", "residential-cleaning/kitchen"). */
  serviceSlug: string;
  name: string;
  text: string;
}

export interface BoroughPageContent extends PageMeta {
  borough: "Manhattan" | "Brooklyn" | "Queens";
  /** The service whose starting price the page quotes as {fromPrice} (regular cleaning). */
  priceSlug: string;
  intro: string[];
  neighborhoods: { heading: string; intro: string; groups: NeighborhoodGroup[] };
  /** The residential ZIP codes we serve in this borough, as ranges ("10001-10007"). */
  zipCoverage: { heading: string; text: string[]; ranges: string[] };
  /** Local notes: buildings, doormen, walk-ups, parking, co-op rules... */
  localNotes: ContentSection[];
  services: { heading: string; intro: string; items: BoroughServiceBlurb[] };
  pricing: string[];
  faqs: Faq[];
  cta: CallToAction;
}

/** One line of the services overview (home page and /service-page). */
export interface ServiceSummary {
  /** Unique id: the service page slug, or the price-table slug of a service without a page. */
  slug: string;
  name: string;
  summary: string;
  /** Its page, or /booking for services without a page of their own. */
  href: string;
  /** The price-table slug whose starting price may be shown next to it. */
  priceSlug: string;
  group: "basics" | "specialized" | "add-ons";
  hasPage: boolean;
}

export interface WhyChooseUsCard {
  id:
    | "consistent-and-dependable"
    | "experienced-and-trained"
    | "safe-and-vetted"
    | "satisfaction-guarantee"
    | "professional-equipment"
    | "always-available";
  title: string;
  text: string;
}

export interface HomePageContent extends PageMeta {
  hero: {
    tagline: string;
    subheading: string;
    text: string[];
    boroughButtons: ContentLink[];
    bookNow: ContentLink;
  };
  offers: {
    heading: string;
    loadingText: string;
    badgeLabel: string;
    /** Shown to visitors: invitation to sign up or log in for personalized offers. */
    visitorNote: { text: string; link: ContentLink };
    memberNote: string;
  };
  servicesOverview: {
    heading: string;
    intro: string[];
    includedHeading: string;
    included: string[];
    moreServices: ContentLink;
    officeLink: ContentLink;
    moveLink: ContentLink;
  };
  /** The three steps from the quote to a clean home. */
  howItWorks: { heading: string; steps: { title: string; text: string }[] };
  /** The summary reads "{basedOn} {n} {reviewsLabel}", e.g. "Based on 120 reviews". */
  reviews: { heading: string; intro: string; basedOn: string; reviewsLabel: string; seeMore: string; showLess: string; empty: string };
  /** Short answers, shown as accordions (the long guide copy lives on the service and borough pages, lib/site/content/guides.ts). */
  faqs: Faq[];
  finalCta: { heading: string; text: string[]; bookNow: ContentLink; callLabel: string };
}

export interface AboutPageContent extends PageMeta {
  intro: string[];
  sections: ContentSection[];
  values: { title: string; text: string }[];
  /** The six Why Choose Us cards (on the home page until issue #24 made it shorter). */
  whyChooseUs: { heading: string; intro: string; cards: WhyChooseUsCard[] };
  cta: CallToAction;
}

export interface ServicesOverviewPageContent extends PageMeta {
  intro: string[];
  groups: { id: ServiceSummary["group"]; heading: string; text: string }[];
  sections: ContentSection[];
  cta: CallToAction;
}

export interface LegalPageContent extends PageMeta {
  /** ISO date the text took effect. */
  effectiveDate: string;
  intro: string[];
  sections: ContentSection[];
}

/** A guide passage that moved off the home page (lib/site/content/guides.ts), with the page that shows it. */
export interface GuideSection extends ContentSection {
  /** The path of the page that shows it. */
  movedTo: string;
  cta: ContentLink;
}

/** Every public page's copy in one language (lib/site/content for English, lib/site/content/es for Spanish). */
export interface SiteContent {
  homePage: HomePageContent;
  aboutPage: AboutPageContent;
  servicesOverviewPage: ServicesOverviewPageContent;
  privacyPolicyPage: LegalPageContent;
  termsPage: LegalPageContent;
  /** In menu order (basics, then specialized). */
  servicePages: readonly ServicePageContent[];
  /** In menu order. */
  boroughPages: readonly BoroughPageContent[];
  serviceSummaries: readonly ServiceSummary[];
  /** The guide passages that moved off the home page onto the service and borough pages (issue #24). */
  guideSections: readonly GuideSection[];
}
