import type { Database } from "@/lib/platform/db";
import { getPaymentProvider } from "@/lib/payments/provider/provider";
import { listCards, type SavedCardView } from "./cards";
import { billingModeOf } from "./customer";
import { cardNeededToBook } from "./requirement";
import type { OrderPaymentLine } from "@/lib/payments/order-payments";

/** What the booking confirmation and order pages say about how the customer pays. */
export interface CardOnFile {
  /** Payments are switched off (no provider): nothing to offer. */
  available: boolean;
  invoiced: boolean;
  card: SavedCardView | null;
  /** No usable card and the Admin setting requires one to book. */
  required: boolean;
}

export async function cardOnFile(db: Database, userId: string, now = new Date()): Promise<CardOnFile> {
  const available = getPaymentProvider() !== null;
  const invoiced = (await billingModeOf(db, userId)) === "invoice";
  const cards = await listCards(db, userId, now);
  const card = cards.find((entry) => entry.isDefault && !entry.expired) ?? cards.find((entry) => !entry.expired) ?? null;
  return { available, invoiced, card, required: available && !invoiced && !card && (await cardNeededToBook(db, userId, now)) };
}

/**
 * How a visit is paid, in words for its order page: the card its charge went to, or before
 * the visit the card on file that will be charged (or the office invoice); null when neither.
 */
export async function cardForVisit(db: Database, userId: string, payments: readonly OrderPaymentLine[], now = new Date()): Promise<string | null> {
  const charge = payments.find((payment) => payment.kind === "charge" && payment.card);
  if (charge?.card) return charge.status === "succeeded" ? `${charge.card} (charged)` : charge.card;
  const onFile = await cardOnFile(db, userId, now);
  if (onFile.invoiced) return "Invoiced to your company";
  return onFile.card ? `${onFile.card.label} (card on file, charged after the visit)` : null;
}
