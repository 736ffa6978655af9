/**
 * Live order events through the hub as server.ts runs it, on a real database (PGlite, and
 * PostgreSQL when configured), over WebSockets and Server-Sent Events: each receiver gets its
 * own view, a customer never gets another customer's order or a staff-only field, a cleaner
 * taken off a job learns nothing about its customer, and a change that rolls back sends nothing.
 */
import { HttpTransportType, type HubConnection } from "@microsoft/signalr";
import { eq } from "drizzle-orm";
import { addOrderNote, assignCleanerAsStaff } from "@/lib/admin/orders/order-actions";
import { checkIn } from "@/lib/booking/orders/status-actions";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, NOW, nyTime, submission } from "@/lib/booking/test-support";
import { users, type Role } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { ORDER_UPDATED_TARGET } from "@/lib/platform/events/order-events";
import { createUser, productClient, sessionCookie, startSessionHub, type SessionHubServer, type SignedInUser } from "./session-test-support";
import { waitFor } from "./test-support";

jest.setTimeout(60_000);

const TRANSPORTS = [
  ["WebSockets", HttpTransportType.WebSockets],
  ["ServerSentEvents", HttpTransportType.ServerSentEvents],
] as const;

/** Words that belong to staff only; a customer's payload must contain none of them. */
const STAFF_NOTE = "Door code 4471, customer was rude on the phone last time";

describe.each(testDrivers())("live order events on %s", (driver) => {
  let server: SessionHubServer;
  const clients: HubConnection[] = [];

  // Declared first so it runs before the database closes: Jest runs afterAll hooks in order.
  afterAll(async () => {
    await server?.close();
  });
  const database = useTestDatabase(driver);
  beforeAll(async () => {
    server = await startSessionHub(database);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.stop()));
  });

  async function userWithRole(role: Role): Promise<SignedInUser> {
    const user = await createUser(database.db);
    await database.db.update(users).set({ role, emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    return { ...user, role };
  }

  async function listen(user: SignedInUser, transport: HttpTransportType): Promise<Record<string, unknown>[]> {
    const connection = productClient(server.url, await sessionCookie(user), transport);
    clients.push(connection);
    const received: Record<string, unknown>[] = [];
    connection.on(ORDER_UPDATED_TARGET, (payload: Record<string, unknown>) => received.push(payload));
    await connection.start();
    return received;
  }

  async function book(customer: SignedInUser, day: string): Promise<string> {
    const result = await submitBooking(database.db, { id: customer.id, emailVerified: true }, submission(nyTime(day, 9)), key(), { now: NOW });
    if (!result.ok) throw new Error(`booking failed: ${result.message}`);
    return result.order.id;
  }

  describe.each(TRANSPORTS)("over %s", (_name, transport) => {
    it("gives each receiver its own view and never another customer's order or a staff-only field", async () => {
      const [customer, stranger, admin, cleaner, otherCleaner] = await Promise.all([
        userWithRole("Customer"),
        userWithRole("Customer"),
        userWithRole("Admin"),
        userWithRole("Cleaner"),
        userWithRole("Cleaner"),
      ]);
      const toCustomer = await listen(customer, transport);
      const toStranger = await listen(stranger, transport);
      const toStaff = await listen(admin, transport);
      const toCleaner = await listen(cleaner, transport);
      const toOtherCleaner = await listen(otherCleaner, transport);
      const day = transport === HttpTransportType.WebSockets ? "2026-03-17" : "2026-03-18";

      const orderId = await book(customer, day);
      await waitFor(() => toCustomer.length === 1 && toStaff.length === 1, 5_000, "the booking's event");
      expect(toCustomer[0]).toMatchObject({ audience: "customer", orderId, change: "created", status: "pending", cleanerFirstName: null, entry: { type: "created" } });
      expect(toStaff[0]).toMatchObject({ audience: "staff", orderId, change: "created", borough: "Brooklyn", customerName: `${customer.firstName} ${customer.lastName}` });

      const actor = { id: admin.id, role: admin.role };
      expect(await assignCleanerAsStaff(database.db, actor, orderId, { cleanerId: cleaner.id })).toMatchObject({ ok: true });
      await waitFor(() => toCleaner.length === 1 && toCustomer.length === 2, 5_000, "the assignment's event");
      expect(toCleaner[0]).toMatchObject({ audience: "cleaner", assigned: true, orderId, customerPhone: "(718) 555-0199", address: expect.stringContaining("245 Bedford Ave"), onTheWay: null });
      expect(toCustomer[1]).toMatchObject({ status: "assigned", cleanerFirstName: cleaner.firstName });

      expect(await addOrderNote(database.db, actor, orderId, { note: STAFF_NOTE })).toMatchObject({ ok: true });
      await waitFor(() => toStaff.length === 3 && toCustomer.length === 3, 5_000, "the note's event");
      expect(toStaff[2]).toMatchObject({ change: "note", entry: { note: STAFF_NOTE, label: "Staff note" } });
      expect(toCustomer[2]).toMatchObject({ change: "note", entry: null });

      // Taken off the job: the first cleaner learns that much, and nothing about the customer.
      expect(await assignCleanerAsStaff(database.db, actor, orderId, { cleanerId: otherCleaner.id })).toMatchObject({ ok: true });
      await waitFor(() => toOtherCleaner.length === 1 && toCleaner.length === 3, 5_000, "the reassignment's event");
      expect(toOtherCleaner[0]).toMatchObject({ assigned: true, customerPhone: "(718) 555-0199" });
      expect(toCleaner[2]).toEqual({ audience: "cleaner", assigned: false, orderId, number: expect.stringMatching(/^C-\d+$/), change: "assigned" });

      // A refused change rolls back, and its event with it: a marker event shows nothing came before it.
      expect(await checkIn(database.db, orderId, { id: cleaner.id, role: "Cleaner" })).toMatchObject({ ok: false, kind: "forbidden" });
      const strangersOrder = await book(stranger, day);
      await waitFor(() => toStranger.length === 1 && toStaff.length === 5, 5_000, "the stranger's booking");
      expect(toStranger[0]).toMatchObject({ orderId: strangersOrder });

      const customerText = JSON.stringify(toCustomer);
      expect(customerText).not.toContain(STAFF_NOTE);
      expect(customerText).not.toContain(strangersOrder);
      for (const field of ["customerName", "cleanerName", "customerPhone", "borough"]) expect(customerText).not.toContain(`"${field}"`);
      expect(toCustomer.every((event) => event.audience === "customer" && event.orderId === orderId)).toBe(true);
      expect(JSON.stringify(toStranger)).not.toContain(orderId);
      expect(toStaff.every((event) => event.audience === "staff")).toBe(true);
      expect(toCustomer).toHaveLength(4);
    });
  });
});
