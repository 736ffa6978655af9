import { and, asc, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orderPayments, paymentMethods, type PaymentMethodRow, type PaymentProviderName } from "@/lib/platform/db/schema";
import type { CardDetails } from "@/lib/payments/provider/types";
import type { Transaction } from "@/lib/platform/db/transaction";
import type { Failure } from "@/lib/kernel/failure";

/** A saved card as pages show it. */
export interface SavedCardView {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  expired: boolean;
  /** "Visa •••• 4242, expires 08/29" */
  label: string;
}

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

export const brandName = (brand: string) => BRAND_NAMES[brand] ?? "Card";

/** A card is usable through the end of its expiry month. */
export function cardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}

export function cardLabel(card: { brand: string; last4: string; expMonth: number; expYear: number }): string {
  return `${brandName(card.brand)} •••• ${card.last4}, expires ${String(card.expMonth).padStart(2, "0")}/${String(card.expYear % 100).padStart(2, "0")}`;
}

function view(row: PaymentMethodRow, now: Date): SavedCardView {
  return { id: row.id, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear, isDefault: row.isDefault, expired: cardExpired(row, now), label: cardLabel(row) };
}

/** The customer's live cards, the default first. */
export async function listCards(db: Database, userId: string, now = new Date()): Promise<SavedCardView[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt)))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt));
  return rows.map((row) => view(row, now));
}

/** The card a charge goes to: the default if it has not expired, else the newest usable one. */
export async function chargeableCard(db: Database, userId: string, provider: PaymentProviderName, now = new Date()): Promise<PaymentMethodRow | null> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, provider), isNull(paymentMethods.removedAt)))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), asc(paymentMethods.id));
  return rows.find((row) => !cardExpired(row, now)) ?? null;
}

/**
 * Keeps a card the customer saved at the provider (once, however often the checkout's return
 * and webhooks report it) and makes it the default: the card just saved is the one they mean.
 */
export async function saveCard(tx: Transaction, userId: string, provider: PaymentProviderName, card: CardDetails, now: Date): Promise<PaymentMethodRow> {
  await tx
    .insert(paymentMethods)
    .values({ userId, provider, providerRef: card.providerRef, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, createdAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.provider, provider), eq(paymentMethods.providerRef, card.providerRef)))
    .for("update");
  if (!row || row.userId !== userId) throw new Error("that payment method belongs to another account");
  if (row.removedAt) return row;
  return makeDefault(tx, userId, row.id);
}

async function makeDefault(tx: Transaction, userId: string, cardId: string): Promise<PaymentMethodRow> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true), ne(paymentMethods.id, cardId)));
  const [row] = await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, cardId)).returning();
  if (!row) throw new Error("the card to make default is gone");
  return row;
}

export const CARD_MESSAGES = {
  notFound: "We could not find that card in your account.",
  neededForUnpaid: "This is the only card for a visit that is not paid yet. Add another card first, or call us to pay another way.",
} as const;

export type CardActionResult = { ok: true } | Failure;

/** Makes one of the customer's live cards the default. */
export async function setDefaultCard(db: Database, userId: string, cardId: string): Promise<CardActionResult> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, cardId), eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt)))
      .for("update");
    if (!card) return { ok: false, kind: "not-found", message: CARD_MESSAGES.notFound };
    await makeDefault(tx, userId, card.id);
    return { ok: true };
  });
}

/** Payments that will still go to a card on file. */
const OWED_STATUSES = ["pending", "processing", "failed"] as const;

/**
 * Removes a card (the row stays, marked removed, for the payments that used it). Refused while
 * it is the last card and a completed visit is still unpaid: the charge would have nowhere to go.
 * The customer's cards are locked first, so two removals at once cannot both pass the check.
 */
export async function removeCard(db: Database, userId: string, cardId: string, now = new Date()): Promise<CardActionResult & { providerRef?: string }> {
  return db.transaction(async (tx) => {
    const live = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt)))
      .orderBy(asc(paymentMethods.id))
      .for("update");
    const card = live.find((row) => row.id === cardId);
    if (!card) return { ok: false as const, kind: "not-found" as const, message: CARD_MESSAGES.notFound };
    const others = live.filter((row) => row.id !== cardId && !cardExpired(row, now));
    if (others.length === 0) {
      const owed = await tx
        .select({ id: orderPayments.id })
        .from(orderPayments)
        .where(and(eq(orderPayments.customerId, userId), inArray(orderPayments.status, [...OWED_STATUSES]), ne(orderPayments.kind, "refund")))
        .limit(1);
      if (owed.length > 0) return { ok: false as const, kind: "conflict" as const, message: CARD_MESSAGES.neededForUnpaid };
    }
    await tx.update(paymentMethods).set({ removedAt: now, isDefault: false }).where(eq(paymentMethods.id, card.id));
    const next = card.isDefault ? others[0] : undefined;
    if (next) await makeDefault(tx, userId, next.id);
    return { ok: true as const, providerRef: card.providerRef };
  });
}
