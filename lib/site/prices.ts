import type { Locale } from "@/lib/kernel/enums/locales";
import { homeWords } from "@/lib/kernel/i18n/home-words";
import { pageWords } from "@/lib/kernel/i18n/page-words";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
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
export function fromPriceNote(priceTable: PriceTable, priceSlug: string, locale: Locale = "en"): string {
  const pricing = priceTable.services.find((s) => s.slug === priceSlug)?.pricing;
  const words = pageWords(locale).priceNote;
  switch (pricing?.model) {
    case "rooms":
      return words.rooms;
    case "area":
      return fillWords(words.area, { sqFt: pricing.minSqFt.toLocaleString("en-US") });
    case "hourly":
      return fillWords(words.hourly, { hours: pricing.minimumHours });
    case "loads":
      return fillWords(words.loads, { loads: pricing.minimumLoads });
    case "dishwashing":
      return words.dishwashing;
    case undefined:
      return "";
  }
}
