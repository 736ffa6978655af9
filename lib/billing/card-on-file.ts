import type { Database } from "@/lib/db";
import { getPaymentProvider } from "@/lib/payments/provider";
import { listCards, type SavedCardView } from "./cards";
import { billingModeOf } from "./customer";
import { cardNeededToBook } from "./requirement";

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
