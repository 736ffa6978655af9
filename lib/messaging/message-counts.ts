import { eq, sql } from "drizzle-orm";
import { SMS_INBOUND_KINDS, SMS_TYPES, type OutgoingSmsType, type SmsInboundKind } from "@/lib/kernel/enums/sms";
import type { Database } from "@/lib/platform/db";
import { smsMessages } from "@/lib/platform/db/schema";

/** What we text, by type, with every type present (zero when none was sent). */
export type CountsByType = Record<OutgoingSmsType, number>;

export interface TextMessageCounts {
  /** Handed to the provider. */
  sent: CountsByType;
  /** Confirmed delivered to the handset. */
  delivered: CountsByType;
  /** Never delivered: refused at sending (no consent, a cap, a permanent error) or reported undelivered or failed. */
  failed: CountsByType;
  /** Texts that came in, by what they asked for. */
  inbound: Record<SmsInboundKind, number>;
}

const OUTGOING_TYPES = SMS_TYPES.filter((type): type is OutgoingSmsType => type !== "inbound");

const zeroByType = (): CountsByType => Object.fromEntries(OUTGOING_TYPES.map((type) => [type, 0])) as CountsByType;

/**
 * Every text ever sent and received, counted from sms_messages (docs/messaging.md, "Metrics"):
 * read when /api/metrics is scraped, so every host reports the same numbers whichever host
 * sent or received a text. Two grouped scans; the table grows by texts, not by visits.
 */
export async function countTextMessages(db: Database): Promise<TextMessageCounts> {
  const outgoing = await db
    .select({
      type: smsMessages.type,
      sent: sql<number>`count(*) filter (where ${smsMessages.sentAt} is not null)`.mapWith(Number),
      delivered: sql<number>`count(*) filter (where ${smsMessages.status} = 'delivered')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${smsMessages.status} in ('failed', 'undelivered'))`.mapWith(Number),
    })
    .from(smsMessages)
    .where(eq(smsMessages.direction, "out"))
    .groupBy(smsMessages.type);
  const inbound = await db
    .select({ kind: smsMessages.inboundKind, count: sql<number>`count(*)`.mapWith(Number) })
    .from(smsMessages)
    .where(eq(smsMessages.direction, "in"))
    .groupBy(smsMessages.inboundKind);

  const counts: TextMessageCounts = {
    sent: zeroByType(),
    delivered: zeroByType(),
    failed: zeroByType(),
    inbound: Object.fromEntries(SMS_INBOUND_KINDS.map((kind) => [kind, 0])) as Record<SmsInboundKind, number>,
  };
  for (const row of outgoing) {
    if (row.type === "inbound") continue;
    counts.sent[row.type] = row.sent;
    counts.delivered[row.type] = row.delivered;
    counts.failed[row.type] = row.failed;
  }
  // A text stored before its kind was kept counts as a message for the office.
  for (const row of inbound) counts.inbound[row.kind ?? "message"] += row.count;
  return counts;
}
