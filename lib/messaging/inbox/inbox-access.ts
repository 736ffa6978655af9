import { can } from "@/lib/kernel/enums/abilities";
import type { Role } from "@/lib/kernel/enums/roles";
import { failure, type Failure } from "@/lib/kernel/failure";
import type { Database } from "@/lib/platform/db";
import { smsMessages } from "@/lib/platform/db/schema";
import { eq } from "drizzle-orm";
import { THREAD_MESSAGES } from "./inbox-schemas";

/**
 * The inbox's own check, repeated in every action behind the route's guard (docs/security.md):
 * the staff who hold "messages.manage" (lib/kernel/enums/abilities.ts).
 */

export const INBOX_FORBIDDEN = "You do not have permission to read or answer texts.";

/** A failure for a role that may not use the inbox, or null. */
export function refuseOutsider(actor: { role: Role }): Failure | null {
  return can(actor.role, "messages.manage") ? null : failure("forbidden", INBOX_FORBIDDEN);
}

/** Whether any text went to or came from the number: a thread exists. */
export async function threadExists(db: Database, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: smsMessages.id }).from(smsMessages).where(eq(smsMessages.phone, phone)).limit(1);
  return row !== undefined;
}

export const noSuchThread = (): Failure => failure("not-found", THREAD_MESSAGES.notFound);
