import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orders, settings, type CardRequirement } from "@/lib/platform/db/schema";
import { getPaymentProvider } from "@/lib/payments/provider/provider";
import type { PaymentProvider } from "@/lib/payments/provider/types";
import { chargeableCard } from "./cards";
import { billingModeOf } from "./customer";

export async function readCardRequirement(db: Database): Promise<CardRequirement> {
  const [row] = await db.select({ requirement: settings.cardRequirement }).from(settings).where(eq(settings.id, 1));
  return row?.requirement ?? "new_customers";
}

/**
 * Whether the customer must save a card before their booking is complete (docs/payments.md):
 * never for an invoiced account or when payments are switched off, otherwise by the Admin
 * setting, and only while they have no usable card on file.
 */
export async function cardNeededToBook(db: Database, userId: string, now = new Date(), provider: PaymentProvider | null = getPaymentProvider()): Promise<boolean> {
  if (!provider) return false;
  if ((await billingModeOf(db, userId)) === "invoice") return false;
  const requirement = await readCardRequirement(db);
  if (requirement === "nobody") return false;
  if (await chargeableCard(db, userId, provider.name, now)) return false;
  if (requirement === "everyone") return true;
  const completed = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, userId), eq(orders.status, "completed")))
    .limit(1);
  return completed.length === 0;
}
