/** Helpers for the staff inbox's tests (not used by the app). */
import type { Database } from "@/lib/platform/db";
import { smsMessages } from "@/lib/platform/db/schema";
import type { OutgoingSmsType } from "@/lib/kernel/enums/sms";
import type { SmsProvider, SmsStatus } from "../provider/types";

let serial = 0;
/** A fresh US mobile-looking number per call, so tests sharing a database never meet in one thread. */
export function nextPhone(): string {
  serial += 1;
  return `+1917555${String(serial % 10_000).padStart(4, "0")}`;
}

/** A provider that is there (texts are on) and sends nothing: queueing is all these tests look at. */
export const quietTestModeProvider: SmsProvider = {
  name: "test-mode",
  testMode: true,
  send: () => Promise.reject(new Error("the inbox tests never send")),
  verifyWebhook: () => false,
};

/** One of our texts as the sender leaves it: sent, delivered or failed with a reason. */
export async function storeOurText(
  db: Database,
  phone: string,
  body: string,
  at: Date,
  options: { type?: OutgoingSmsType; status?: SmsStatus; errorCode?: string; userId?: string; provider?: string } = {},
): Promise<string> {
  const [row] = await db
    .insert(smsMessages)
    .values({
      direction: "out",
      phone,
      userId: options.userId ?? null,
      type: options.type ?? "booking-confirmed",
      body,
      segments: 1,
      status: options.status ?? "sent",
      errorCode: options.errorCode ?? null,
      provider: options.provider ?? "test-mode",
      createdAt: at,
    })
    .returning({ id: smsMessages.id });
  if (!row) throw new Error("the text was not stored");
  return row.id;
}
