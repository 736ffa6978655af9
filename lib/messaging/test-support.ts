import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { smsConsents, smsMessages } from "@/lib/platform/db/schema";
import { classifyInbound } from "./keywords";

/** Test helpers for lib/messaging's integration tests (not used by the app). */

/** A text someone sent us, as the inbound webhook will store it. */
export async function storeInboundText(db: Database, phone: string, body: string, at: Date): Promise<void> {
  await db.insert(smsMessages).values({ direction: "in", phone, type: "inbound", body, segments: 1, status: "received", provider: "test", inboundKind: classifyInbound(body), createdAt: at });
}

/** The stored consent row of a number, or undefined. */
export async function consentRow(db: Database, phone: string) {
  const [row] = await db.select().from(smsConsents).where(eq(smsConsents.phone, phone));
  return row;
}
