import type { Locale } from "@/lib/kernel/enums/locales";
import { homeWords } from "@/lib/kernel/i18n/home-words";
import { fillWords } from "@/lib/kernel/i18n/shell-words";
import { formatUsd } from "@/lib/kernel/money";
import type { PriceTable } from "@/lib/settings/price-table";
import { fromPriceCents } from "@/lib/booking/service-price";

/** The "from" price of one visit of a service in the given table, in cents; undefined if it has no such service. */
export function fromPriceCentsOf(priceTable: PriceTable, priceSlug: string): number | undefined {
  const service = priceTable.services.find((s) => s.slug === priceSlug);
  return service ? fromPriceCents(service) : undefined;
}

/** "From $140" ("Desde $140" in Spanish) for cards and badges; undefined if the table has no such service. */
export function fromPriceLabel(priceTable: PriceTable, priceSlug: string, locale: Locale = "en"): string | undefined {
  const cents = fromPriceCentsOf(priceTable, priceSlug);
  return cents === undefined ? undefined : fillWords(homeWords(locale).servicesOverview.fromPrice, { price: formatUsd(cents) });
}

/** What the "from" price covers, in a few words: "studio or 1 bedroom, 1 bathroom", "3-hour minimum"... */
export function fromPriceNote(priceTable: PriceTable, priceSlug: string): string {
  const pricing = priceTable.services.find((s) => s.slug === priceSlug)?.pricing;
  switch (pricing?.model) {
    case "rooms":
      return "for a studio or 1 bedroom, 1 bathroom";
    case "area":
      return `minimum, from ${pricing.minSqFt.toLocaleString("en-US")} sq ft`;
    case "hourly":
      return `for the ${pricing.minimumHours}-hour minimum`;
    case "loads":
      return `for the ${pricing.minimumLoads}-load minimum`;
    case "dishwashing":
      return "for the first hour";
    case undefined:
      return "";
  }
}
