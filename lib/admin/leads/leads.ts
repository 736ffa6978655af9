/** Contact-form leads for staff: list, one lead, and status and notes changes (audited). */
import { and, count, desc, eq, ilike, like, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import { CONTACT_BOROUGH_LABELS, CONTACT_METHOD_LABELS, serviceName, type ContactBorough } from "@/lib/contact/contact-options";
import type { Database } from "@/lib/platform/db";
import { leads, type Role } from "@/lib/platform/db/schema";
import { failure, invalidFields, type Result } from "@/lib/kernel/failure";
import { likePattern, pageWindow, type Page } from "../../kernel/paging";
import { can, PERMISSION_MESSAGES } from "../permissions";
import { leadUpdateSchema, type LeadQuery, type LeadStatus, type LeadUpdate } from "./lead-schemas";
import { formatOptionalPhone } from "@/lib/kernel/phone/phone-display";

export interface LeadDto {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  area: string | null;
  serviceName: string | null;
  preferredContact: string;
  message: string;
  freeEstimate: boolean;
  status: LeadStatus;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export const LEAD_MESSAGES = { notFound: "We could not find that lead." } as const;

type LeadRow = typeof leads.$inferSelect;

function toDto(row: LeadRow): LeadDto {
  const area = row.borough && row.borough in CONTACT_BOROUGH_LABELS ? CONTACT_BOROUGH_LABELS[row.borough as ContactBorough] : row.borough;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: formatOptionalPhone(row.phone),
    area,
    serviceName: serviceName(row.service),
    preferredContact: CONTACT_METHOD_LABELS[row.preferredContact],
    message: row.message,
    freeEstimate: row.freeEstimate,
    status: row.status,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A search with a few digits in it ("555-0110", "(718) 555-0110") also finds the phones holding
 * them, whichever way each was stored: E.164 since issue #28 (+17185550110), as typed before.
 */
function phoneDigitsMatch(search: string): SQL | undefined {
  const digits = search.replace(/\D/g, "");
  if (digits.length < 3) return undefined;
  return like(sql`regexp_replace(${leads.phone}, '[^0-9]', '', 'g')`, `%${digits}%`);
}

function filtersOf(query: LeadQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(leads.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    const text = or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.phone, pattern), phoneDigitsMatch(query.q));
    if (text) conditions.push(text);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Newest first; with a status filter the (status, created_at) index serves the order. */
export async function listLeads(db: Database, query: LeadQuery): Promise<Page<LeadDto>> {
  const { page, pageSize, offset } = pageWindow(query.page, query.pageSize);
  const where = filtersOf(query);
  const [rows, totals] = await Promise.all([
    db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(pageSize).offset(offset),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return { items: rows.map(toDto), total: totals[0]?.total ?? 0, page, pageSize };
}

export async function getLead(db: Database, id: string): Promise<LeadDto | null> {
  if (!z.guid().safeParse(id).success) return null;
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row ? toDto(row) : null;
}

/** Changes a lead's status and/or notes; the row is locked so two staff edits apply in turn. */
export async function updateLead(db: Database, actor: { id: string; role: Role }, id: string, update: LeadUpdate): Promise<Result<LeadDto>> {
  if (!can(actor.role, "leads.manage")) return failure("forbidden", PERMISSION_MESSAGES.forbidden);
  const parsed = leadUpdateSchema.safeParse(update);
  if (!parsed.success) return invalidFields(parsed.error);
  if (!z.guid().safeParse(id).success) return failure("not-found", LEAD_MESSAGES.notFound);
  const { status, notes } = parsed.data;
  return db.transaction(async (tx): Promise<Result<LeadDto>> => {
    const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!before) return failure("not-found", LEAD_MESSAGES.notFound);
    const [after] = await tx
      .update(leads)
      .set({ ...(status !== undefined ? { status } : {}), ...(notes !== undefined ? { notes } : {}) })
      .where(eq(leads.id, id))
      .returning();
    if (!after) throw new Error(`lead ${id} vanished while locked`);
    await writeAudit(tx, {
      actorId: actor.id,
      action: "lead.update",
      subjectType: "lead",
      subjectId: id,
      details: {
        name: before.name,
        ...(status !== undefined && status !== before.status ? { from: before.status, to: status } : {}),
        ...(notes !== undefined && notes !== before.notes ? { notesChanged: true } : {}),
      },
    });
    return { ok: true, data: toDto(after) };
  });
}
