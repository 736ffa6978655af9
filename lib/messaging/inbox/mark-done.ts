import { and, eq, isNull } from "drizzle-orm";
import type { Role } from "@/lib/kernel/enums/roles";
import { invalidFields, type Result } from "@/lib/kernel/failure";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { smsMessages, smsThreads } from "@/lib/platform/db/schema";
import { noSuchThread, refuseOutsider, threadExists } from "./inbox-access";
import { doneBodySchema } from "./inbox-schemas";

/**
 * "Mark done" and "Reopen" (docs/messaging.md, "Staff inbox"). Done is a moment, not a flag: the
 * thread is done while nothing came in after it, so the next text from the number opens it
 * again without anyone writing here. Marking done also marks their texts read: a handled thread
 * does not count as unread in the navigation.
 */

export interface DoneAnswer {
  done: boolean;
}

export async function markThreadDone(db: Database, actor: { id: string; role: Role }, phone: string, input: { done: boolean }, now: Date): Promise<Result<DoneAnswer>> {
  const outsider = refuseOutsider(actor);
  if (outsider) return outsider;
  const parsed = doneBodySchema.safeParse(input);
  if (!parsed.success) return invalidFields(parsed.error);
  const { done } = parsed.data;
  return db.transaction(async (tx): Promise<Result<DoneAnswer>> => {
    if (!(await threadExists(tx, phone))) return noSuchThread();
    if (done) {
      await tx.insert(smsThreads).values({ phone, doneAt: now }).onConflictDoUpdate({ target: smsThreads.phone, set: { doneAt: now } });
      await tx
        .update(smsMessages)
        .set({ readAt: now })
        .where(and(eq(smsMessages.phone, phone), eq(smsMessages.direction, "in"), isNull(smsMessages.readAt)));
    } else {
      await tx.update(smsThreads).set({ doneAt: null }).where(eq(smsThreads.phone, phone));
    }
    await writeAudit(tx, { actorId: actor.id, action: done ? "sms.thread_done" : "sms.thread_reopen", subjectType: "sms_thread", subjectId: phone, at: now });
    return { ok: true, data: { done } };
  });
}
