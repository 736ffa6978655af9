/**
 * The audit log page: the filters as staff type them (an actor's email, New York days) turned
 * into lib/platform/audit's query, and each entry's subject ("whom") named and linked.
 */
import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { singleLineText } from "@/lib/kernel/validation/text";
import { auditQuerySchema, listAudit, type AuditEntryDto, type AuditPage } from "@/lib/platform/audit/audit-log";
import { isoDateSchema } from "@/lib/kernel/time/calendar-date";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { Database } from "@/lib/platform/db";
import { leads, orders, specialOffers, users } from "@/lib/platform/db/schema";
import { nyDayRange } from "../../kernel/time/new-york-days";
import { blankToUndefined, pageSchema } from "../../kernel/paging";
import { isUuid } from "@/lib/kernel/ids";

export const auditFilterSchema = z
  .object({
    actor: z.preprocess(blankToUndefined, singleLineText("actor").trim().toLowerCase().max(254).optional()),
    action: z.preprocess(blankToUndefined, singleLineText("action").trim().max(100).optional()),
    subjectType: z.preprocess(blankToUndefined, singleLineText("subject type").trim().max(50).optional()),
    subjectId: z.preprocess(blankToUndefined, singleLineText("subject id").trim().max(100).optional()),
    from: z.preprocess(blankToUndefined, isoDateSchema.optional()),
    to: z.preprocess(blankToUndefined, isoDateSchema.optional()),
    page: pageSchema,
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { path: ["to"], message: "The last day must not be before the first." });
export type AuditFilter = z.output<typeof auditFilterSchema>;

export interface AuditSubject {
  label: string;
  href: string | null;
}

export interface AuditView {
  page: AuditPage;
  subjects: Record<string, AuditSubject>;
  /** The actor filter named an email nobody has: the list is empty rather than unfiltered. */
  unknownActor: boolean;
}

export const AUDIT_PAGE_SIZE = 50;

const subjectKey = (type: string, id: string | null) => `${type}:${id ?? ""}`;

export async function loadAuditView(db: Database, filter: AuditFilter): Promise<AuditView> {
  let actorId: string | undefined;
  if (filter.actor) {
    const [actor] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${filter.actor}`).limit(1);
    if (!actor) return { page: { items: [], total: 0, page: 1, pageSize: AUDIT_PAGE_SIZE }, subjects: {}, unknownActor: true };
    actorId = actor.id;
  }
  const query = auditQuerySchema.parse({
    actorId,
    action: filter.action,
    subjectType: filter.subjectType,
    subjectId: filter.subjectId,
    from: filter.from ? nyDayRange(filter.from)?.start : undefined,
    to: filter.to ? nyDayRange(filter.to)?.end : undefined,
    page: filter.page,
    pageSize: AUDIT_PAGE_SIZE,
  });
  const page = await listAudit(db, query);
  return { page, subjects: await nameSubjects(db, page.items), unknownActor: false };
}

/** One query per kind of subject on the page, never one per row. */
export async function nameSubjects(db: Database, entries: readonly AuditEntryDto[]): Promise<Record<string, AuditSubject>> {
  const idsOf = (type: string, valid: (id: string) => boolean) => [
    ...new Set(entries.filter((entry) => entry.subjectType === type && entry.subjectId && valid(entry.subjectId)).map((entry) => entry.subjectId as string)),
  ];
  const userIds = idsOf("user", isUuid);
  const orderIds = idsOf("order", isUuid);
  const leadIds = idsOf("lead", isUuid);
  const offerIds = idsOf("offer", (id) => /^\d{1,9}$/.test(id)).map(Number);
  const [userRows, orderRows, leadRows, offerRows] = await Promise.all([
    userIds.length ? db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, userIds)) : [],
    orderIds.length ? db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds)) : [],
    leadIds.length ? db.select({ id: leads.id, name: leads.name }).from(leads).where(inArray(leads.id, leadIds)) : [],
    offerIds.length ? db.select({ id: specialOffers.id, name: specialOffers.name }).from(specialOffers).where(inArray(specialOffers.id, offerIds)) : [],
  ]);
  const subjects: Record<string, AuditSubject> = {};
  for (const row of userRows) subjects[subjectKey("user", row.id)] = { label: `${row.firstName} ${row.lastName} (${row.email})`, href: `/admin/users/${row.id}` };
  for (const row of orderRows) subjects[subjectKey("order", row.id)] = { label: `Order ${formatOrderNumber(row.number)}`, href: `/admin/orders/${row.id}` };
  for (const row of leadRows) subjects[subjectKey("lead", row.id)] = { label: `Lead from ${row.name}`, href: `/admin/leads/${row.id}` };
  for (const row of offerRows) subjects[subjectKey("offer", String(row.id))] = { label: `Offer “${row.name}”`, href: `/admin/offers/${row.id}` };
  for (const entry of entries) {
    const key = subjectKey(entry.subjectType, entry.subjectId);
    if (subjects[key]) continue;
    if (entry.subjectType === "gift_card") {
      const last4 = typeof entry.details.last4 === "string" ? entry.details.last4 : null;
      subjects[key] = { label: last4 ? `Gift card ending ${last4}` : "A gift card", href: last4 ? `/admin/gift-cards?q=${encodeURIComponent(last4)}` : "/admin/gift-cards" };
    } else if (entry.subjectType === "settings") {
      subjects[key] = { label: "Business settings", href: "/admin/settings" };
    } else {
      subjects[key] = { label: `${entry.subjectType} ${entry.subjectId ?? ""}`.trim(), href: null };
    }
  }
  return subjects;
}

export { subjectKey };
