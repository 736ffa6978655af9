/**
 * Two hosts on one PostgreSQL, as two server processes would run: an order booked through host
 * B's database handle reaches the customer's page connected to host A, and staff on both hosts,
 * through NOTIFY alone.
 */
import { eq } from "drizzle-orm";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, NOW, nyTime, submission } from "@/lib/booking/test-support";
import { users } from "@/lib/platform/db/schema";
import { ORDER_UPDATED_TARGET } from "@/lib/platform/events/order-events";
import { createUser, sessionCookie, type SessionHubServer } from "./session-test-support";
import { waitFor } from "./test-support";
import { describeTwoHosts } from "../../startup/testing/two-hosts";

jest.setTimeout(60_000);

describeTwoHosts("order events", {}, (hosts) => {
  async function listen(host: SessionHubServer, cookie: string): Promise<Record<string, unknown>[]> {
    const connection = hosts.client(host, cookie);
    const received: Record<string, unknown>[] = [];
    connection.on(ORDER_UPDATED_TARGET, (payload: Record<string, unknown>) => received.push(payload));
    await connection.start();
    return received;
  }

  it("delivers a booking made on host B to its customer on host A and to staff on both hosts", async () => {
    const customer = await createUser(hosts.database.db);
    const admin = await createUser(hosts.database.db);
    await hosts.database.db.update(users).set({ role: "Admin" }).where(eq(users.id, admin.id));
    const customerOnA = await listen(hosts.hostA, await sessionCookie(customer));
    const staffOnA = await listen(hosts.hostA, await sessionCookie(admin));
    const staffOnB = await listen(hosts.hostB, await sessionCookie(admin));

    const result = await submitBooking(hosts.second.db, { id: customer.id, emailVerified: true }, submission(nyTime("2026-03-17", 9)), key(), { now: NOW });
    if (!result.ok) throw new Error(`booking failed: ${result.message}`);
    await waitFor(() => customerOnA.length === 1 && staffOnA.length === 1 && staffOnB.length === 1, 5_000, "the booking on both hosts");
    expect(customerOnA[0]).toMatchObject({ audience: "customer", orderId: result.order.id, change: "created" });
    expect(staffOnA[0]).toMatchObject({ audience: "staff", orderId: result.order.id });
    expect(staffOnB[0]).toEqual(staffOnA[0]);
  });
});
