/**
 * Two hosts on one PostgreSQL: each has its own database connection, LISTEN and hub (as two
 * server processes would). An event published through host B's database handle reaches a
 * client connected to host A, and one connected to B, through NOTIFY alone.
 */
import { HttpTransportType, type HubConnection } from "@microsoft/signalr";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/db/use-test-database";
import { publishUserEvent, type UserEvent } from "@/lib/events/user-events";
import { bumpSessionVersion, createUser, productClient, sessionCookie, startSessionHub, type SessionHubServer } from "./session-test-support";
import { waitFor } from "./test-support";

const blocked: UserEvent = {
  target: "UserBlocked",
  payload: { message: "Your account has been blocked by an administrator.", timestamp: "2026-03-03T19:00:00.000Z", shouldLogout: true },
};

const postgresUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = postgresUrl ? describe : describe.skip;
const title = postgresUrl
  ? "fan-out between two hosts on one PostgreSQL"
  : "fan-out between two hosts on one PostgreSQL (skipped: set TEST_DATABASE_URL to a PostgreSQL server; PGlite serves one process only)";

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
  const database = useTestDatabase("postgres", { seed: false });
  beforeAll(async () => {
    if (!database.url) throw new Error("the PostgreSQL test database has no URL");
    // A second pool of its own, as a second process would have.
    secondHandle = await openDatabase({ databaseUrl: database.url, dataDir: "unused", maxConnections: 2 });
    hostA = await startSessionHub(database);
    hostB = await startSessionHub(secondHandle);
  });

  async function connect(host: SessionHubServer, cookie: string): Promise<{ connection: HubConnection; received: unknown[]; closed: Promise<unknown> }> {
    const connection = productClient(host.url, cookie, HttpTransportType.WebSockets);
    clients.push(connection);
    const received: unknown[] = [];
    connection.on("UserBlocked", (payload: unknown) => received.push(payload));
    const closed = new Promise((resolve) => connection.onclose(resolve));
    await connection.start();
    return { connection, received, closed };
  }

  it("delivers an event published on host B to the user's connections on host A and on host B", async () => {
    const user = await createUser(database.db);
    const cookie = await sessionCookie(user);
    const onA = await connect(hostA, cookie);
    const onB = await connect(hostB, cookie);
    expect(hostA.runtime.hub.connectionCount()).toBe(1);
    expect(hostB.runtime.hub.connectionCount()).toBe(1);

    await publishUserEvent(secondHandle.db, { userId: user.id, event: blocked, endsSessions: false });
    await waitFor(() => onA.received.length === 1 && onB.received.length === 1, 5_000, "the event on both hosts");
    expect(onA.received).toEqual([blocked.payload]);
    expect(onB.received).toEqual([blocked.payload]);
  });

  it("closes the user's connections on every host when the event ends the sessions", async () => {
    const user = await createUser(database.db);
    const cookie = await sessionCookie(user);
    const onA = await connect(hostA, cookie);
    await bumpSessionVersion(secondHandle.db, user.id);
    await publishUserEvent(secondHandle.db, { userId: user.id, event: blocked, endsSessions: true });
    await onA.closed;
    expect(onA.received).toEqual([blocked.payload]);
  });
});
