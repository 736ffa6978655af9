/**
 * Where enquiries came from in the range (docs/product.md, "The owner's charts"). Nothing stores
 * a marketing source, so the chart reads what each channel leaves behind: a contact-form lead
 * asking for a free estimate, any other contact-form message, a lead staff made from a text (it
 * has no email: lib/messaging/inbox/lead-from-text.ts), and a quote saved from the booking
 * wizard (one an email, however often its answers changed). One aggregate query.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { rowsOf } from "@/lib/platform/db/raw";
import type { InsightRange } from "./range";
import { at } from "./week-bucket";

export const LEAD_SOURCES = ["free-estimate", "contact-message", "text-message", "saved-quote"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  "free-estimate": "Free-estimate request",
  "contact-message": "Contact-form message",
  "text-message": "Text message",
  "saved-quote": "Quote saved in the booking form",
};

export interface LeadSourceCount {
  source: LeadSource;
  label: string;
  leads: number;
}

export async function leadSources(db: Database, range: InsightRange): Promise<LeadSourceCount[]> {
  const start = at(range.start);
  const end = at(range.end);
  const result = await db.execute(sql`
    select
      (count(*) filter (where email <> '' and free_estimate))::int as "free-estimate",
      (count(*) filter (where email <> '' and not free_estimate))::int as "contact-message",
      (count(*) filter (where email = ''))::int as "text-message",
      (select count(distinct email)::int from unfinished_quotes where created_at >= ${start} and created_at < ${end}) as "saved-quote"
    from leads
    where created_at >= ${start} and created_at < ${end}`);
  const [row] = rowsOf<Record<LeadSource, number>>(result);
  return LEAD_SOURCES.map((source) => ({ source, label: LEAD_SOURCE_LABELS[source], leads: Number(row?.[source] ?? 0) }));
}
