import { formatUsd } from "@/lib/kernel/money";
import type { PriceTable, ServiceDefinition, ServicePricing } from "@/lib/settings/price-table";
import { fromPriceCents } from "@/lib/booking/service-price";

/**
 * Placeholders the copy may contain, filled when a page renders:
 *
 * - {fromPrice}: the lowest charge for one visit of the page's service (its priceSlug), before
 *   extras, discounts and tax: rooms = the base (studio or one bedroom, one bathroom); area =
 *   the minimum charge; hourly = the rate times the minimum hours; loads = the minimum loads;
 *   dishwashing = the first hour.
 * - {sqFtRate}: the page service's price per square foot (area services only).
 * - {hourlyRate}: the page service's price per hour (hourly services only).
 * - {price:SLUG}: {fromPrice} of another service. {rate:SLUG}: its unit rate (per square foot,
 *   per hour, per load, or per extra half hour of dishwashing).
 * - {extra:ID}: the price of an extra (per unit for windows and laundry loads).
 * - {lateCancellationFee}: the fee for a cancellation inside 24 hours.
 * - {phone}, {email}: the company contacts from the configuration.
 */

export interface PlaceholderContext {
  priceTable: PriceTable;
  /** The page's price-table service, if the page has one. */
  priceSlug?: string;
  contacts: { phone: string; email: string };
}

export class UnknownPlaceholderError extends Error {
  constructor(public readonly placeholder: string, reason: string) {
    super(`Cannot fill {${placeholder}}: ${reason}`);
    this.name = "UnknownPlaceholderError";
  }
}

const PLACEHOLDER = /\{([a-zA-Z]+)(?::([a-z0-9-]+))?\}/g;

/** A service's unit rate as text, e.g. "$0.15" per square foot or "$65" per hour. */
function unitRate(pricing: ServicePricing): string {
  switch (pricing.model) {
    case "rooms":
      return formatUsd(pricing.baseCents);
    case "area":
      // Hundredths of a cent per square foot: 1500 is $0.15.
      return formatUsd(pricing.centiCentsPerSqFt / 100);
    case "hourly":
      return formatUsd(pricing.perHourCents);
    case "loads":
      return formatUsd(pricing.perLoadCents);
    case "dishwashing":
      return formatUsd(pricing.perHalfHourCents);
  }
}

function findService(table: PriceTable, slug: string | undefined, name: string): ServiceDefinition {
  if (!slug) throw new UnknownPlaceholderError(name, "the page has no price slug");
  const service = table.services.find((s) => s.slug === slug);
  if (!service) throw new UnknownPlaceholderError(name, `no service "${slug}" in the price table`);
  return service;
}

function fill(name: string, arg: string | undefined, context: PlaceholderContext): string {
  const { priceTable } = context;
  const label = arg ? `${name}:${arg}` : name;
  switch (name) {
    case "fromPrice":
      return formatUsd(fromPriceCents(findService(priceTable, context.priceSlug, label)));
    case "sqFtRate": {
      const { pricing } = findService(priceTable, context.priceSlug, label);
      if (pricing.model !== "area") throw new UnknownPlaceholderError(label, "the service is not priced by area");
      return unitRate(pricing);
    }
    case "hourlyRate": {
      const { pricing } = findService(priceTable, context.priceSlug, label);
      if (pricing.model !== "hourly") throw new UnknownPlaceholderError(label, "the service is not priced by the hour");
      return unitRate(pricing);
    }
    case "price":
      return formatUsd(fromPriceCents(findService(priceTable, arg, label)));
    case "rate":
      return unitRate(findService(priceTable, arg, label).pricing);
    case "extra": {
      const extra = priceTable.extras.find((e) => e.id === arg);
      if (!extra) throw new UnknownPlaceholderError(label, "no such extra in the price table");
      return formatUsd(extra.priceCents);
    }
    case "lateCancellationFee":
      return formatUsd(priceTable.lateCancellationFeeCents);
    case "phone":
      return context.contacts.phone;
    case "email":
      return context.contacts.email;
    default:
      throw new UnknownPlaceholderError(label, "unknown placeholder");
  }
}

/** Fills every placeholder of one text; throws UnknownPlaceholderError on one it cannot fill. */
export function fillPlaceholders(text: string, context: PlaceholderContext): string {
  return text.replace(PLACEHOLDER, (_match, name: string, arg: string | undefined) => fill(name, arg, context));
}

/**
 * Every placeholder of a text, as written ("fromPrice", "extra:inside-oven"): how content.test.ts
 * checks the private pattern reads names with and without an argument.
 * @internal A test seam: it reaches state private to this module; knip --production ignores it (docs/architecture.md#layers).
 */
export function listPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => (m[2] ? `${m[1]}:${m[2]}` : (m[1] ?? "")));
}

/**
 * A deep copy of a content object with every string filled. Keys that hold identifiers or
 * paths (slug, href...) contain no placeholders and come back unchanged.
 */
export function fillContent<T>(content: T, context: PlaceholderContext): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return fillPlaceholders(value, context);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    }
    return value;
  };
  return walk(content) as T;
}
