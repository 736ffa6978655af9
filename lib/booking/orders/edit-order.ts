import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import { readBusinessSettings, type BusinessSettings } from "@/lib/settings/business-settings";
import { holidaySurchargeAt } from "@/lib/settings/closing-calendar";
import type { OrderChange } from "../booking-request";
import { lockAndCheckStart } from "../capacity";
import { giftCardRedeemer, type GiftCardRedeemer } from "@/lib/gift-cards/redeem";
import { cancelReminder, scheduleReminder, scheduleRescheduledMail } from "../notifications";
import { offerOfOrder } from "../offers";
import { boroughOf, orderColumns, requestFieldErrors } from "../order-values";
import { computeQuote, type Quote } from "../pricing";
import { missingTasks } from "../quote-request";
import type { QuoteAdjustments } from "../quote-adjustments";
import { catchFailure, failure, FailureError, type Failure } from "@/lib/kernel/failure";
import { START_PROBLEM_MESSAGES } from "../slots";
import type { Transaction } from "@/lib/platform/db/transaction";
import { recordOrderEvent } from "./order-timeline";
import { lockOrderForCustomerChange } from "./customer-change";
import type { OrderRow } from "./locked-order";
import { nextStatus, refusalMessage } from "./status-machine";
import { storedPhoneAsE164 } from "@/lib/kernel/phone/phone-number";
import type { StoredAccessDetails } from "@/lib/account/access-details";
import type { SealingKeyRing } from "@/lib/platform/security/sealed-text";
import { visitAccessDetails } from "../visit-access";

/**
 * The customer's changes to an order (/order/{id}/edit): date and time, home details, extras,
 * address, contact and notes, until 24 hours before the visit. The server prices it again with
 * the current price table and the new day's holiday surcharge, if any; the offer stays applied
 * (its discount follows the new subtotal) and the gift card covers the new total as far as it can. A new time or a longer visit goes
 * through the same locked capacity check as a booking, not counting the order itself.
 *
 * The frequency is not changed here: a series visit stays one, a one-time visit stays one.
 */

export interface EditOptions {
  now?: Date;
  giftCards?: GiftCardRedeemer;
  settings?: BusinessSettings;
  /** The keys that seal typed access codes; the configured ones by default. */
  ring?: SealingKeyRing;
}

export type EditResult = { ok: true; orderId: string; rescheduled: boolean; changed: string[] } | Failure;

export async function editOrderAsCustomer(db: Database, customerId: string, orderId: string, change: OrderChange, options: EditOptions = {}): Promise<EditResult> {
  const now = options.now ?? new Date();
  return catchFailure(() =>
    db.transaction(async (tx) => {
      const order = await lockOrderForCustomerChange(tx, orderId, customerId, "edit", now, change.expectedVersion);
      const settings = options.settings ?? (await readBusinessSettings(tx));
      const request = { ...change.request, frequency: order.request.frequency };
      const offer = (await offerOfOrder(tx, order.specialOfferId)) ?? undefined;
      const holidaySurcharge = holidaySurchargeAt(change.startsAt, settings.closing);
      // The welcome discount and the credit spent at booking stay with the visit (docs/product.md, "Referrals and account credit").
      const kept = { welcomeDiscountCents: order.quote.welcomeDiscountCents ?? 0, accountCreditBalanceCents: order.quote.accountCreditCents ?? 0 };
      let quote = priceOrRefuse(request, settings, { holidaySurcharge, offer, ...kept });

      const newEnd = new Date(change.startsAt.getTime() + quote.estimatedMinutes * 60_000);
      const rescheduled = change.startsAt.getTime() !== order.startsAt.getTime();
      const borough = boroughOf(change.address);
      if (rescheduled || newEnd.getTime() !== order.endsAt.getTime() || borough !== order.borough) {
        const problem = await lockAndCheckStart(tx, {
          start: change.startsAt,
          durationMinutes: quote.estimatedMinutes,
          borough,
          travel: settings.travel,
          // A visit booked with "my cleaner" still needs that cleaner until staff assign someone.
          onlyCleanerId: order.cleanerId ? null : order.requestedCleanerId,
          now,
          excludeOrderId: order.id,
          customerId: order.customerId,
          closing: settings.closing,
        });
        if (problem) {
          const message = START_PROBLEM_MESSAGES[problem];
          throw new FailureError(failure(problem === "fully-booked" ? "conflict" : "invalid", message, { fieldErrors: { startsAt: message } }));
        }
      }

      let giftCardId = order.giftCardId;
      if (order.giftCardId) {
        const redemption = await (options.giftCards ?? giftCardRedeemer).reapply(tx, { orderId: order.id, userId: customerId, amountCents: quote.totalCents, at: now });
        giftCardId = redemption?.giftCardId ?? null;
        quote = priceOrRefuse(request, settings, { holidaySurcharge, offer, ...kept, giftCardBalanceCents: redemption?.appliedCents ?? 0 });
      }

      const accessDetails = change.access === undefined ? order.accessDetails : visitAccessDetails(change.access, order.accessDetails, options.ring);
      const details = { address: change.address, contact: change.contact, notes: change.notes, accessDetails };
      const changed = changedParts(order, quote, details);
      if (!rescheduled && changed.length === 0) return { ok: true as const, orderId: order.id, rescheduled: false, changed };

      const status = rescheduled ? nextStatus(order.status, "reschedule") : order.status;
      if (!status) throw new FailureError(failure("conflict", refusalMessage(order.status, "reschedule")));
      await tx
        .update(orders)
        .set({ ...orderColumns(quote, change.startsAt, details), giftCardId, status, ...(rescheduled ? { cleanerId: null } : {}), updatedAt: now })
        .where(eq(orders.id, order.id));
      await recordChanges(tx, order, { customerId, rescheduled, changed, newStart: change.startsAt, quote, now });
      return { ok: true as const, orderId: order.id, rescheduled, changed };
    }),
  );
}

function priceOrRefuse(request: unknown, settings: BusinessSettings, adjustments: QuoteAdjustments): Quote {
  const priced = computeQuote(request, settings.priceTable, adjustments);
  if (!priced.ok) throw new FailureError(failure("invalid", "Please check the highlighted fields.", { fieldErrors: requestFieldErrors(priced.errors) }));
  const noTasks = missingTasks(priced.quote.request);
  if (noTasks) throw new FailureError(failure("invalid", "Please check the highlighted fields.", { fieldErrors: { "request.tasks": noTasks } }));
  return priced.quote;
}

/** JSON with object keys sorted: jsonb hands keys back in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Which parts of the order an edit changes, in words for the timeline. */
function changedParts(order: OrderRow, quote: Quote, details: Pick<OrderChange, "address" | "contact" | "notes"> & { accessDetails: StoredAccessDetails | null }): string[] {
  const parts: string[] = [];
  if (!same(order.request, quote.request)) parts.push("home details and extras");
  const address = { street: order.street, unit: order.unit, city: order.city, zip: order.zip, accessNotes: order.accessNotes };
  if (!same(address, details.address)) parts.push("address");
  // The same number written another way (an order booked before phones were stored in E.164) is no change.
  const contact = { name: order.contactName, phone: storedPhoneAsE164(order.contactPhone), email: order.contactEmail };
  if (!same(contact, { ...details.contact, phone: storedPhoneAsE164(details.contact.phone) })) parts.push("contact");
  if ((order.notes ?? null) !== details.notes) parts.push("notes");
  // A kept code is kept sealed as it was; a typed one is sealed afresh, so it always counts as a change.
  if (!same(order.accessDetails, details.accessDetails)) parts.push("access details");
  return parts;
}

async function recordChanges(
  tx: Transaction,
  order: OrderRow,
  change: { customerId: string; rescheduled: boolean; changed: string[]; newStart: Date; quote: Quote; now: Date },
): Promise<void> {
  if (change.rescheduled) {
    const eventId = await recordOrderEvent(tx, {
      orderId: order.id,
      type: "rescheduled",
      actorId: change.customerId,
      data: { from: order.startsAt.toISOString(), to: change.newStart.toISOString(), previousStatus: order.status },
      at: change.now,
    });
    await cancelReminder(tx, order.id, order.startsAt);
    await scheduleReminder(tx, order.id, change.newStart, change.now);
    await scheduleRescheduledMail(tx, order.id, eventId, order.startsAt, order.cleanerId, change.now);
  }
  if (change.changed.length > 0) {
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: "edited",
      actorId: change.customerId,
      note: `Changed ${change.changed.join(", ")}`,
      data: { changed: change.changed, totalCents: change.quote.totalCents, previousTotalCents: order.totalCents },
      at: change.now,
    });
  }
}
