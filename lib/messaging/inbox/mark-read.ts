import { and, eq, isNull } from "drizzle-orm";
import type { Role } from "@/lib/kernel/enums/roles";
import type { Result } from "@/lib/kernel/failure";
import type { Database } from "@/lib/platform/db";
import { smsMessages } from "@/lib/platform/db/schema";
import { noSuchThread, refuseOutsider, threadExists } from "./inbox-access";

/**
 * Opening a thread marks their texts read (read_at), which is what the unread counts count
 * (docs/messaging.md, "Staff inbox"). The thread view posts it when it opens and again when a
 * text arrives while it is open. Reading changes no business data, so it writes no audit row.
 */

export interface ReadAnswer {
  /** How many texts this call marked read. */
  marked: number;
}

export async function markThreadRead(db: Database, actor: { role: Role }, phone: string, now: Date): Promise<Result<ReadAnswer>> {
  const outsider = refuseOutsider(actor);
  if (outsider) return outsider;
  if (!(await threadExists(db, phone))) return noSuchThread();
  const marked = await db
    .update(smsMessages)
    .set({ readAt: now })
    .where(and(eq(smsMessages.phone, phone), eq(smsMessages.direction, "in"), isNull(smsMessages.readAt)))
    .returning({ id: smsMessages.id });
  return { ok: true, data: { marked: marked.length } };
}
