import type { Page } from "@/lib/kernel/paging";
import { getDb } from "@/lib/platform/db";
import type { LeadQuery } from "./lead-schemas";
import { listLeads, type LeadDto } from "./leads";

/** /admin/leads: the filtered contact requests. */
export async function leadsPageView(query: LeadQuery): Promise<Page<LeadDto>> {
  return listLeads(await getDb(), query);
}
