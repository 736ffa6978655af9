import { and, eq, inArray } from "drizzle-orm";
import { holdersOf } from "@/lib/kernel/enums/abilities";
import type { Database } from "@/lib/platform/db";
import { users } from "@/lib/platform/db/schema";
import type { TextReceivedPayload } from "@/lib/platform/events/text-event-schema";
import { TEXT_RECEIVED_TARGET } from "@/lib/platform/events/text-event-schema";
import { publishUserEvent } from "@/lib/platform/events/user-events";

/**
 * Tells every active staff account, on every host, that a text came in (TextReceived,
 * docs/messaging.md "Receiving"): whoever may open the admin panel may open its inbox. Called in
 * the transaction that stored the text, so the event goes out only if the text was kept.
 */
export async function tellStaffTextReceived(db: Database, payload: TextReceivedPayload): Promise<void> {
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, holdersOf("adminPanel.open")), eq(users.status, "active")));
  for (const { id } of staff) {
    await publishUserEvent(db, { userId: id, event: { target: TEXT_RECEIVED_TARGET, payload }, endsSessions: false });
  }
}
