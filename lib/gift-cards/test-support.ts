import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { giftCards, users } from "@/lib/platform/db/schema";
import type { MailContent } from "@/lib/platform/mail";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import { setGiftCardMasterKeyForTests } from "./key";
import type { GiftCardPurchaseInput } from "./rules";

/** Test helpers for lib/gift-cards and lib/payments (not used by the app); purchases through the test-mode provider are in lib/payments/testing/gift-card-purchases.ts. */

export const TEST_GIFT_CARD_KEY = "0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff";

export function useTestGiftCardKey(): void {
  setGiftCardMasterKeyForTests(TEST_GIFT_CARD_KEY);
}

/** A fresh verified Customer (no password: these tests never sign in). */
export async function createBuyer(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({ email: `buyer-${randomUUID().slice(0, 8)}@example.com`, firstName: "Ana", lastName: "Ruiz", emailVerifiedAt: new Date(), ...overrides })
    .returning();
  if (!row) throw new Error("test user not created");
  return row;
}

export function purchaseInput(overrides: Partial<GiftCardPurchaseInput> = {}): GiftCardPurchaseInput {
  return {
    amountCents: 10_000,
    recipientName: "Maya Chen",
    recipientEmail: `maya-${randomUUID().slice(0, 8)}@example.com`,
    message: "Happy housewarming!",
    deliverOn: newYorkIsoDateOf(new Date()),
    ...overrides,
  };
}

export async function cardRow(db: Database, id: string) {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!row) throw new Error("no such card");
  return row;
}

export interface SentMail {
  to: string;
  content: MailContent;
}

export function recordingMailer(): { sent: SentMail[]; send: (to: string, content: MailContent) => Promise<void> } {
  const sent: SentMail[] = [];
  return {
    sent,
    send: async (to, content) => {
      sent.push({ to, content });
    },
  };
}
