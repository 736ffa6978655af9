/**
 * The hub as server.ts runs it, on a real database (PGlite, and PostgreSQL when configured),
 * with the official @microsoft/signalr client built exactly as the browser builds it:
 * session-cookie authentication, refusal of ended sessions, and events published with
 * pg_notify reaching the user over WebSockets and Server-Sent Events.
 */
import { HttpTransportType, HubConnectionState, type HubConnection } from "@microsoft/signalr";
import { changePassword } from "@/lib/account/change-password";
import { createTestUser, TEST_PASSWORD } from "@/lib/account/test-support";
import { changePasswordSchema } from "@/lib/auth/account-schemas";
import { issueLinkToken } from "@/lib/auth/link-tokens";
import { resetPassword } from "@/lib/auth/password-reset";
import { startSession } from "@/lib/auth/session-records";
import { endSessionsOf, REVOKED_REASON } from "@/lib/auth/session-revocation";
import { publishUserEvent, type UserEventEnvelope } from "@/lib/platform/events/user-events";
import { SESSION_ENDED_CLOSE_ERROR } from "./event-bus";
import { bumpSessionVersion } from "@/lib/account/test-support";
import { createUser, negotiateStatus, productClient, SITE_URL, sessionCookie, signInAgain, startSessionHub, type SessionHubServer } from "./session-test-support";
import { waitFor } from "./test-support";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";

type UserEvent = UserEventEnvelope["event"];

const EVENTS: UserEvent[] = [
  { target: "UserBlocked", payload: { message: "Your account has been blocked by an administrator.", timestamp: "2026-03-03T19:00:00.000Z", shouldLogout: false } },
  { target: "UserUnblocked", payload: { message: "Your account has been unblocked.", timestamp: "2026-03-03T19:01:00.000Z" } },
  {
    target: "RoleChanged",
    payload: { newRole: "Cleaner", message: "Your role has been updated to Cleaner. Please log in again to access your new permissions.", timestamp: "2026-03-03T19:02:00.000Z" },
  },
  { target: "ForceLogout", payload: { reason: "Your session has been terminated.", timestamp: "2026-03-03T19:03:00.000Z" } },
];

const TRANSPORTS = [
  ["WebSockets", HttpTransportType.WebSockets],
  ["ServerSentEvents", HttpTransportType.ServerSentEvents],
] as const;

describe.each(testDrivers())("the product hub on %s", (driver) => {
  let server: SessionHubServer;
  const clients: HubConnection[] = [];

  // Declared first so it runs before the database closes: Jest runs afterAll hooks in order.
  afterAll(async () => {
    await server?.close();
  });
  const database = useTestDatabase(driver, { seed: false });
  beforeAll(async () => {
    server = await startSessionHub(database);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.stop()));
  });

  function client(cookie: string, transport?: HttpTransportType): HubConnection {
    const connection = productClient(server.url, cookie, transport);
    clients.push(connection);
    return connection;
  }

  /** Every event of EVENTS the connection receives, as [target, payload]. */
  function record(connection: HubConnection): [string, unknown][] {
    const received: [string, unknown][] = [];
    for (const { target } of EVENTS) connection.on(target, (payload: unknown) => received.push([target, payload]));
    return received;
  }

  describe.each(TRANSPORTS)("over %s", (_name, transport) => {
    it("connects with the session cookie and receives each of the four events published for its user", async () => {
      const user = await createUser(database.db);
      const other = await createUser(database.db);
      const connection = client(await sessionCookie(user), transport);
      const received = record(connection);
      await connection.start();
      expect(connection.state).toBe(HubConnectionState.Connected);

      for (const event of EVENTS) await publishUserEvent(database.db, { userId: other.id, event, endsSessions: false });
      for (const event of EVENTS) await publishUserEvent(database.db, { userId: user.id, event, endsSessions: false });
      await waitFor(() => received.length === EVENTS.length, 5_000, "the four events");
      expect(received).toEqual(EVENTS.map((event) => [event.target, event.payload]));
      expect(connection.state).toBe(HubConnectionState.Connected);
    });

    it("closes the connection after the event when the event ends the user's sessions", async () => {
      const user = await createUser(database.db);
      const connection = client(await sessionCookie(user), transport);
      const log: string[] = [];
      connection.on("ForceLogout", () => log.push("event"));
      connection.onreconnecting(() => log.push("reconnecting"));
      const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
      await connection.start();

      await bumpSessionVersion(database.db, user.id);
      await publishUserEvent(database.db, { userId: user.id, event: EVENTS[3] as UserEvent, endsSessions: true });
      const error = await closed;
      // The client got the event first, then a Close that forbids reconnecting.
      expect(log).toEqual(["event"]);
      expect(error?.message).toContain(SESSION_ENDED_CLOSE_ERROR);
      expect(connection.state).toBe(HubConnectionState.Disconnected);
      await waitFor(() => server.runtime.hub.connectionCount() === 0, 5_000, "the hub to forget the connection");
    });
  });

  /** A started client of the session, with how many ForceLogout events it got and whether it closed. */
  async function watched(cookie: string) {
    const connection = client(cookie, HttpTransportType.WebSockets);
    const state = { forceLogouts: 0, closed: false };
    connection.on("ForceLogout", () => void state.forceLogouts++);
    connection.onclose(() => void (state.closed = true));
    await connection.start();
    return { connection, state };
  }

  it("revoking one session closes only that session's connections, and it cannot reconnect", async () => {
    const user = await createUser(database.db);
    const otherDevice = await signInAgain(database.db, user.id);
    const revoked = await watched(await sessionCookie(user));
    const kept = await watched(await sessionCookie(otherDevice));

    await endSessionsOf(database.db, user.id, { only: user.sessionId, reason: REVOKED_REASON });
    await waitFor(() => revoked.state.closed, 5_000, "the revoked session's connection to close");
    expect(revoked.state.forceLogouts).toBe(1);
    expect(await negotiateStatus(server.url, { Cookie: await sessionCookie(user) })).toBe(401);
    expect(kept.connection.state).toBe(HubConnectionState.Connected);
    expect(kept.state.forceLogouts).toBe(0);
  });

  it("a password change closes the other sessions' connections, not the one that made it", async () => {
    const row = await createTestUser(database.db);
    const here = { ...row, sessionId: await startSession(database.db, row, "jest") };
    const elsewhere = { ...row, sessionId: await startSession(database.db, row, "jest") };
    const changer = await watched(await sessionCookie(here));
    const other = await watched(await sessionCookie(elsewhere));

    const input = changePasswordSchema.parse({ currentPassword: TEST_PASSWORD, newPassword: "Astoria-Evening-31" });
    expect((await changePassword(database.db, row.id, input, here.sessionId)).ok).toBe(true);
    await waitFor(() => other.state.closed, 5_000, "the other session's connection to close");
    expect(other.state.forceLogouts).toBe(1);
    expect(changer.state.forceLogouts).toBe(0);
    expect(changer.connection.state).toBe(HubConnectionState.Connected);
    // The changer's record moved to the new version with its re-issued cookie.
    expect(await negotiateStatus(server.url, { Cookie: await sessionCookie({ ...here, sessionVersion: row.sessionVersion + 1 }) })).toBe(200);
  });

  it("a password reset closes every connection of the account", async () => {
    const row = await createTestUser(database.db);
    const device = await watched(await sessionCookie({ ...row, sessionId: await startSession(database.db, row, "jest") }));
    const token = await issueLinkToken(database.db, { userId: row.id, kind: "reset-password" });
    expect(await resetPassword(database.db, token, "Queens-Plaza-Dawn-4")).toBe(true);
    await waitFor(() => device.state.closed, 5_000, "the connection to close");
    expect(device.state.forceLogouts).toBe(1);
  });

  it("refuses an ended session (bumped sessionVersion) with 401, and the client's start fails", async () => {
    const user = await createUser(database.db);
    const cookie = await sessionCookie(user);
    expect(await negotiateStatus(server.url, { Cookie: cookie })).toBe(200);
    await bumpSessionVersion(database.db, user.id);
    expect(await negotiateStatus(server.url, { Cookie: cookie })).toBe(401);
    await expect(client(cookie).start()).rejects.toThrow(/401/);

    // Signing in again after the bump: a new session record at the new version.
    const renewed = await sessionCookie(await signInAgain(database.db, user.id));
    expect(await negotiateStatus(server.url, { Cookie: renewed })).toBe(200);
  });

  it("refuses visitors and forged cookies with 401, and other sites with 403", async () => {
    const user = await createUser(database.db);
    expect(await negotiateStatus(server.url, {})).toBe(401);
    expect(await negotiateStatus(server.url, { Cookie: "next-auth.session-token=forged" })).toBe(401);
    const cookie = await sessionCookie(user);
    expect(await negotiateStatus(server.url, { Cookie: cookie, Origin: "https://evil.test" })).toBe(403);
    expect(await negotiateStatus(server.url, { Cookie: cookie, Origin: SITE_URL })).toBe(200);
  });

  it("accepts the __Secure- cookie and next-auth's chunked cookie", async () => {
    const user = await createUser(database.db);
    const secure = await sessionCookie(user, "__Secure-next-auth.session-token");
    expect(await negotiateStatus(server.url, { Cookie: secure })).toBe(200);
    const value = (await sessionCookie(user)).split("=")[1] ?? "";
    const chunked = `next-auth.session-token.0=${value.slice(0, 100)}; next-auth.session-token.1=${value.slice(100)}`;
    const connection = client(chunked, HttpTransportType.WebSockets);
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);
  });
});
