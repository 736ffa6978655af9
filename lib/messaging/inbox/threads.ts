import { and, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { smsMessages, smsThreads } from "@/lib/platform/db/schema";
import { pageWindow, type Page } from "@/lib/kernel/paging";
import type { Role } from "@/lib/kernel/enums/roles";
import { contactsFor } from "./contacts";
import type { InboxQuery } from "./inbox-schemas";
import { formatPhone } from "@/lib/kernel/phone/phone-display";

/**
 * The staff inbox's list (docs/messaging.md, "Staff inbox"): one thread per number that has
 * texted us, latest first, with its unread count. A thread is done while nothing came in after
 * its `done_at`; a new text from the number opens it again without anyone writing a thing.
 */

export interface ThreadSummary {
  phone: string;
  phoneLabel: string;
  /** The account the number belongs to, when we know one (lib/messaging/inbox/contacts.ts). */
  contact: { userId: string; name: string; role: Role } | null;
  lastAt: string;
  /** The latest text either way, and who sent it. */
  lastBody: string;
  lastFromUs: boolean;
  /** Their texts staff have not opened yet. */
  unread: number;
}

const lastAt = sql<Date>`max(${smsMessages.createdAt})`;
const lastInboundAt = sql<Date | null>`max(${smsMessages.createdAt}) filter (where ${smsMessages.direction} = 'in')`;
const unread = sql<number>`(count(*) filter (where ${smsMessages.direction} = 'in' and ${smsMessages.readAt} is null))::int`;

/** Numbers that texted us at least once, open (nothing marked done since their latest text) or done. */
function viewFilter(view: InboxQuery["view"]): SQL {
  const textedUs = sql`${lastInboundAt} is not null`;
  const done = sql`${smsThreads.doneAt} is not null and ${lastInboundAt} <= ${smsThreads.doneAt}`;
  return view === "done" ? sql`${textedUs} and ${done}` : sql`${textedUs} and not (${done})`;
}

export async function listThreads(db: Database, query: InboxQuery): Promise<Page<ThreadSummary>> {
  const { page, pageSize, offset } = pageWindow(query.page, 25);
  const having = viewFilter(query.view);
  const grouped = db
    .select({ phone: smsMessages.phone, lastAt: lastAt.as("last_at"), unread: unread.as("unread") })
    .from(smsMessages)
    .leftJoin(smsThreads, eq(smsThreads.phone, smsMessages.phone))
    .groupBy(smsMessages.phone, smsThreads.doneAt)
    .having(having)
    .as("threads");
  const [rows, totals] = await Promise.all([
    db.select().from(grouped).orderBy(desc(grouped.lastAt), grouped.phone).limit(pageSize).offset(offset),
    db.select({ total: count() }).from(grouped),
  ]);
  const phones = rows.map((row) => row.phone);
  const [latest, contacts] = await Promise.all([latestTexts(db, phones), contactsFor(db, phones)]);
  return {
    items: rows.map((row) => {
      const last = latest.get(row.phone);
      return {
        phone: row.phone,
        phoneLabel: formatPhone(row.phone),
        contact: contacts.get(row.phone) ?? null,
        lastAt: new Date(row.lastAt).toISOString(),
        lastBody: last?.body ?? "",
        lastFromUs: last?.direction === "out",
        unread: Number(row.unread),
      };
    }),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  };
}

/** The latest text of each number. */
async function latestTexts(db: Database, phones: string[]): Promise<Map<string, { body: string; direction: "in" | "out" }>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([smsMessages.phone], { phone: smsMessages.phone, body: smsMessages.body, direction: smsMessages.direction })
    .from(smsMessages)
    .where(inArray(smsMessages.phone, phones))
    .orderBy(smsMessages.phone, desc(smsMessages.createdAt), desc(smsMessages.direction), desc(smsMessages.id));
  return new Map(rows.map((row) => [row.phone, { body: row.body, direction: row.direction }]));
}

/** The admin navigation's number: threads with a text staff have not opened (the partial index sms_messages_unread_idx serves it). */
export async function unreadThreadCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ threads: sql<number>`count(distinct ${smsMessages.phone})::int` })
    .from(smsMessages)
    .where(and(eq(smsMessages.direction, "in"), isNull(smsMessages.readAt)));
  return Number(row?.threads ?? 0);
}
