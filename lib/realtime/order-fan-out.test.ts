/**
 * Two hosts on one PostgreSQL, as two server processes would run: an order booked through host
 * B's database handle reaches the customer's page connected to host A, and staff on both hosts,
 * through NOTIFY alone.
 */
import { HttpTransportType, type HubConnection } from "@microsoft/signalr";
import { eq } from "drizzle-orm";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, NOW, nyTime, submission } from "@/lib/booking/test-support";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { useTestDatabase } from "@/lib/db/use-test-database";
import { ORDER_UPDATED_TARGET } from "@/lib/events/order-events";
import { createUser, productClient, sessionCookie, startSessionHub, type SessionHubServer } from "./session-test-support";
import { waitFor } from "./test-support";

jest.setTimeout(60_000);

const postgresUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = postgresUrl ? describe : describe.skip;
const title = postgresUrl
  ? "order events between two hosts on one PostgreSQL"
  : "order events between two hosts on one PostgreSQL (skipped: set TEST_DATABASE_URL to a PostgreSQL server; PGlite serves one process only)";

describeOnPostgres(title, () => {
  let secondHandle: DatabaseHandle;
  let hostA: SessionHubServer;
  let hostB: SessionHubServer;
  const clients: HubConnection[] = [];

  // Declared first so it runs before the database closes: Jest runs afterAll hooks in order.
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await hostA?.close();
    await hostB?.close();
    await secondHandle?.close();
  });
  const database = useTestDatabase("postgres");
  beforeAll(async () => {
    if (!database.url) throw new Error("the PostgreSQL test database has no URL");
    secondHandle = await openDatabase({ databaseUrl: database.url, dataDir: "unused", maxConnections: 2 });
    hostA = await startSessionHub(database);
    hostB = await startSessionHub(secondHandle);
  });

  async function listen(host: SessionHubServer, cookie: string): Promise<Record<string, unknown>[]> {
    const connection = productClient(host.url, cookie, HttpTransportType.WebSockets);
    clients.push(connection);
    const received: Record<string, unknown>[] = [];
    connection.on(ORDER_UPDATED_TARGET, (payload: Record<string, unknown>) => received.push(payload));
    await connection.start();
    return received;
  }

  it("delivers a booking made on host B to its customer on host A and to staff on both hosts", async () => {
    const customer = await createUser(database.db);
    const admin = await createUser(database.db);
    await database.db.update(users).set({ role: "Admin" }).where(eq(users.id, admin.id));
    const customerOnA = await listen(hostA, await sessionCookie(customer));
    const staffOnA = await listen(hostA, await sessionCookie(admin));
    const staffOnB = await listen(hostB, await sessionCookie(admin));

    const result = await submitBooking(secondHandle.db, { id: customer.id, emailVerified: true }, submission(nyTime("2026-03-17", 9)), key(), { now: NOW });
    if (!result.ok) throw new Error(`booking failed: ${result.message}`);
    await waitFor(() => customerOnA.length === 1 && staffOnA.length === 1 && staffOnB.length === 1, 5_000, "the booking on both hosts");
    expect(customerOnA[0]).toMatchObject({ audience: "customer", orderId: result.order.id, change: "created" });
    expect(staffOnA[0]).toMatchObject({ audience: "staff", orderId: result.order.id });
    expect(staffOnB[0]).toEqual(staffOnA[0]);
  });
});
