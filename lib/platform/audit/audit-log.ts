/**
 * The audit log of staff actions (docs/product.md#staff-abilities: who, what, whom, when, why). Rows are only ever
 * added; readers get DTOs with the actor's name and email joined in.
 */
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { z } from "zod";
import { singleLineText } from "@/lib/kernel/validation/text";
import type { Database } from "@/lib/platform/db";
import { auditLog, users } from "@/lib/platform/db/schema";

export interface AuditEntryInput {
  /** Null only for actions the system takes on its own. */
  actorId: string | null;
  /** Dotted verb, e.g. "user.block". */
  action: string;
  subjectType: string;
  subjectId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
  /** When it happened: the clock of the action, when it was handed one (docs/architecture.md, "Time is an input"). */
  at?: Date;
}

/** Adds one row and returns its id. Pass the transaction of the action so both commit together. */
export async function writeAudit(db: Database, entry: AuditEntryInput): Promise<number> {
  const [row] = await db
    .insert(auditLog)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId ?? null,
      reason: entry.reason ?? null,
      details: entry.details ?? {},
      createdAt: entry.at,
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error("the audit row was not written");
  return row.id;
}

export const AUDIT_MAX_PAGE_SIZE = 100;

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalText = (label: string) => z.preprocess(blankToUndefined, singleLineText(label).trim().min(1).max(200).optional());

/** Filters of the audit reader, as query parameters arrive (strings) or as values. */
export const auditQuerySchema = z
  .object({
    actorId: z.preprocess(blankToUndefined, z.guid("Choose a valid user.").optional()),
    subjectType: optionalText("subject type"),
    subjectId: optionalText("subject id"),
    action: optionalText("action"),
    from: z.preprocess(blankToUndefined, z.coerce.date({ error: "Enter a valid start date." }).optional()),
    to: z.preprocess(blankToUndefined, z.coerce.date({ error: "Enter a valid end date." }).optional()),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1, "Pages start at 1.").max(100_000).default(1)),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE_SIZE, `Show at most ${AUDIT_MAX_PAGE_SIZE} per page.`).default(50),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, { path: ["to"], message: "The end must be after the start." });

export type AuditQuery = z.output<typeof auditQuerySchema>;

export interface AuditActorDto {
  id: string;
  name: string;
  email: string;
}

export interface AuditEntryDto {
  id: number;
  action: string;
  subjectType: string;
  subjectId: string | null;
  reason: string | null;
  details: Record<string, unknown>;
  createdAt: string;
  /** Null when the actor's account no longer exists, or for system actions. */
  actor: AuditActorDto | null;
}

export interface AuditPage {
  items: AuditEntryDto[];
  total: number;
  page: number;
  pageSize: number;
}

function filtersOf(query: AuditQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
  if (query.subjectType) conditions.push(eq(auditLog.subjectType, query.subjectType));
  if (query.subjectId) conditions.push(eq(auditLog.subjectId, query.subjectId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  // From inclusive, to exclusive: consecutive ranges never count a row twice.
  if (query.from) conditions.push(gte(auditLog.createdAt, query.from));
  if (query.to) conditions.push(lt(auditLog.createdAt, query.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the log, newest first, with the total for the same filters. */
export async function listAudit(db: Database, query: AuditQuery): Promise<AuditPage> {
  const pageSize = Math.min(Math.max(Math.trunc(query.pageSize), 1), AUDIT_MAX_PAGE_SIZE);
  const page = Math.max(Math.trunc(query.page), 1);
  const where = filtersOf(query);
  const [rows, totals] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorEmail: users.email,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      // The id breaks ties within one timestamp (rows of one action share its clock).
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const items = rows.map(({ entry, actorEmail, actorFirstName, actorLastName }): AuditEntryDto => ({
    id: entry.id,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    reason: entry.reason,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
    actor:
      entry.actorId && actorEmail !== null
        ? { id: entry.actorId, name: `${actorFirstName ?? ""} ${actorLastName ?? ""}`.trim(), email: actorEmail }
        : null,
  }));
  return { items, total: totals[0]?.total ?? 0, page, pageSize };
}
