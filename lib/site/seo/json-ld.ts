import { DEFAULT_LOCALE, LOCALES, languageTag, type Locale } from "@/lib/kernel/enums/locales";
import { localeHref } from "@/lib/kernel/i18n/paths";
import type { Faq } from "@/lib/site/content";
import type { Crumb } from "./breadcrumbs";
import { SHARE_IMAGE, SITE_NAME } from "./metadata";

/**
 * schema.org structured data for the public pages, as plain objects. Builders take absolute
 * base URLs so the output is the same at build time and at run time for one PUBLIC_URL.
 */

export type JsonLd = { "@context"?: "https://schema.org"; "@type": string } & Record<string, unknown>;

export const BOROUGHS_SERVED = ["Manhattan", "Brooklyn", "Queens"] as const;

const ALL_WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** The business node's id, so services can name it as their provider without repeating it. */
export function businessId(baseUrl: string): string {
  return `${baseUrl}/#business`;
}

function absolute(baseUrl: string, path: string): string {
  return path === "/" ? `${baseUrl}/` : `${baseUrl}${path}`;
}

/** A borough as a place inside New York City. */
function borough(name: string) {
  return { "@type": "AdministrativeArea", name, containedInPlace: { "@type": "City", name: "New York" } };
}

/** Integer cents as the decimal string schema.org prices use: 14000 → "140.00". */
export function centsToSchemaPrice(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, "0")}`;
}

export interface BusinessInput {
  baseUrl: string;
  phone: string;
  email: string;
  sameAs: readonly string[];
  /** Left out when there are no reviews: a rating of 0 from 0 reviews is not a rating. */
  rating?: { value: number; count: number };
}

/** The company as a local cleaning business (schema.org HouseCleaning, a LocalBusiness). */
export function localBusinessJsonLd(input: BusinessInput): JsonLd {
  const { baseUrl } = input;
  const node: JsonLd = {
    "@context": "https://schema.org",
    "@type": "HouseCleaning",
    "@id": businessId(baseUrl),
    name: SITE_NAME,
    slogan: "We Clean - You Relax",
    description: "Residential and commercial cleaning in Manhattan, Brooklyn and Queens by background-checked, insured cleaners.",
    url: absolute(baseUrl, "/"),
    image: absolute(baseUrl, SHARE_IMAGE.url),
    telephone: input.phone,
    email: input.email,
    priceRange: "$$",
    address: { "@type": "PostalAddress", addressLocality: "New York", addressRegion: "NY", addressCountry: "US" },
    areaServed: BOROUGHS_SERVED.map(borough),
    // Cleanings start on the hour from 8 AM to 5 PM, every day of the week (docs/product.md#scheduling).
    openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: [...ALL_WEEK], opens: "08:00", closes: "17:00" }],
    sameAs: [...input.sameAs],
    // The office, the site and its emails work in both (docs/product.md, "Languages").
    knowsLanguage: LOCALES.map(languageTag),
  };
  if (input.rating && input.rating.count > 0) {
    node.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: input.rating.value.toFixed(1),
      reviewCount: input.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return node;
}

export interface ServiceInput {
  baseUrl: string;
  path: string;
  name: string;
  description: string;
  /** Boroughs the page is about; all three when omitted. */
  areaServed?: readonly string[];
  /** The "from" price of one visit, in cents. */
  fromPriceCents: number;
  /** The language of the page describing it; English when omitted. */
  locale?: Locale;
}

/** One service offered by the business, with its starting price. */
export function serviceJsonLd(input: ServiceInput): JsonLd {
  const url = absolute(input.baseUrl, input.path);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    inLanguage: languageTag(input.locale ?? DEFAULT_LOCALE),
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url,
    provider: { "@id": businessId(input.baseUrl) },
    areaServed: (input.areaServed ?? BOROUGHS_SERVED).map(borough),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "USD",
      price: centsToSchemaPrice(input.fromPriceCents),
      priceSpecification: {
        "@type": "PriceSpecification",
        priceCurrency: "USD",
        minPrice: centsToSchemaPrice(input.fromPriceCents),
      },
    },
  };
}

export function faqPageJsonLd(faqs: readonly Faq[], locale: Locale = DEFAULT_LOCALE): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: languageTag(locale),
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function breadcrumbJsonLd(baseUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(baseUrl, crumb.path),
    })),
  };
}

/** The site in the language of the page that carries it, with the languages it is written in. */
export function websiteJsonLd(baseUrl: string, locale: Locale = DEFAULT_LOCALE): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: absolute(baseUrl, localeHref(locale, "/")),
    inLanguage: languageTag(locale),
    publisher: { "@id": businessId(baseUrl) },
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. "<", ">" and "&" are escaped so
 * copy containing "</script>" cannot end the element early.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
