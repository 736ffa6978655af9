/** Helpers for the payroll integration tests (not used by the app). */
import { bookOrder } from "@/lib/admin/test-support";
import { assignCleaner, checkIn, checkOut, confirmOrder } from "@/lib/booking/orders/status-actions";
import type { Role } from "@/lib/kernel/enums/roles";
import type { Database } from "@/lib/platform/db";
import { orderPayments } from "@/lib/platform/db/schema";

interface Person {
  id: string;
  role: Role;
}

/** A visit booked for `startsAt`, assigned to the cleaner, checked in and (unless `checkOutAt` is null) out at those instants. */
export async function clockedVisit(db: Database, people: { admin: Person; cleaner: Person; customer: Person }, times: { startsAt: Date; checkInAt: Date; checkOutAt: Date | null }): Promise<string> {
  const orderId = await bookOrder(db, people.customer.id, times.startsAt);
  const steps = [
    await confirmOrder(db, orderId, people.admin, { now: times.checkInAt }),
    await assignCleaner(db, orderId, people.cleaner.id, people.admin, { now: times.checkInAt }),
    await checkIn(db, orderId, people.cleaner, { now: times.checkInAt }),
    ...(times.checkOutAt ? [await checkOut(db, orderId, people.cleaner, { now: times.checkOutAt })] : []),
  ];
  const failed = steps.find((step) => !step.ok);
  if (failed && !failed.ok) throw new Error(`visit not clocked: ${failed.message}`);
  return orderId;
}

/** A tip recorded as paid (cash or check) for the visit's cleaner at `paidAt`. */
export async function paidTip(db: Database, visit: { orderId: string; customerId: string; cleanerId: string }, amountCents: number, paidAt: Date): Promise<void> {
  await db.insert(orderPayments).values({ orderId: visit.orderId, customerId: visit.customerId, cleanerId: visit.cleanerId, kind: "tip", amountCents, status: "paid_offline", settledAt: paidAt, createdAt: paidAt, updatedAt: paidAt });
}
