import "server-only";
import type { PriceTable } from "@/lib/settings/price-table";
import { getConfig } from "@/lib/platform/config";
import { fillContent } from "@/lib/site/content";
import { currentBusinessSettings } from "@/lib/settings/business-settings";
import { getCompanyContacts, type CompanyContacts } from "./company";

/** What a public page needs besides its copy: prices, contacts and its absolute base URL. */
export interface PageContext {
  priceTable: PriceTable;
  contacts: CompanyContacts;
  /** PUBLIC_URL without a trailing slash, for JSON-LD. */
  baseUrl: string;
  /** The copy with {fromPrice}, {phone}... filled for the page's price-table service. */
  fill<T>(content: T, priceSlug?: string): T;
}

/**
 * Reads the run-time context of a public page: the code's default prices at build time, the
 * database's at run time (pages revalidate), and the configured contacts.
 */
export async function loadPageContext(): Promise<PageContext> {
  const { priceTable } = await currentBusinessSettings();
  const contacts = getCompanyContacts();
  return {
    priceTable,
    contacts,
    baseUrl: getConfig().PUBLIC_URL,
    fill: (content, priceSlug) => fillContent(content, { priceTable, priceSlug, contacts }),
  };
}
