import type { Page } from "@/lib/kernel/paging";
import { getDb } from "@/lib/platform/db";
import type { LeadQuery } from "./lead-schemas";
import { listLeads, type LeadDto } from "./leads";
import { listUnfinishedQuoteLeads, type UnfinishedQuoteLead } from "./unfinished-quote-leads";

/** /admin/leads: the filtered contact requests. */
export async function leadsPageView(query: LeadQuery): Promise<Page<LeadDto>> {
  return listLeads(await getDb(), query);
}

/** /admin/leads: the unfinished bookings shown under the contact requests (docs/product.md#unfinished-bookings). */
export async function unfinishedQuoteLeadsView(): Promise<UnfinishedQuoteLead[]> {
  return listUnfinishedQuoteLeads(await getDb());
}
