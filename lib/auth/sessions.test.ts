import type { JWT } from "next-auth/jwt";
import { bumpSessionVersion, createTestUser } from "@/lib/account/test-support";
import { installDatabaseHandle } from "@/lib/platform/db";
import { createTestDatabase, testDrivers, type TestDatabase } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { getAuthOptions } from "./options";
import { withSessionAvailability } from "@/lib/web/http/session-availability";
import { SessionEndedError, SessionUnavailableError } from "./session-errors";
import { checkSession, listActiveSessions, revokeAllSessions, touchSession, LAST_SEEN_REFRESH_MS } from "./session-records";
import { loadSessionUser, type SessionUser } from "./users";

jest.setTimeout(60_000);

type JwtCallback = NonNullable<NonNullable<ReturnType<typeof getAuthOptions>["callbacks"]>["jwt"]>;
type JwtParams = Parameters<JwtCallback>[0];

/** next-auth's jwt callback as next-auth calls it: once with the user at sign-in, then with the token. */
async function jwt(params: { token: JWT; user?: { id: string; session: SessionUser } }): Promise<JWT> {
  const callback = getAuthOptions().callbacks?.jwt;
  if (!callback) throw new Error("no jwt callback");
  const full: JwtParams = { token: params.token, user: params.user as JwtParams["user"], account: null };
  return callback(full);
}

async function signIn(database: TestDatabase): Promise<{ user: SessionUser; token: JWT }> {
  const row = await createTestUser(database.db);
  const user = await loadSessionUser(database.db, row.id);
  if (!user) throw new Error("no user");
  return { user, token: await jwt({ token: {}, user: { id: user.id, session: user } }) };
}

describe.each(testDrivers())("sessions on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false, install: true });

  it("gives each sign-in its own session record, named in the token", async () => {
    const first = await signIn(database);
    expect(first.token).toMatchObject({ sub: first.user.id, sv: first.user.sessionVersion, sid: expect.any(String) });
    expect(await jwt({ token: first.token })).toMatchObject({ sub: first.user.id, sid: first.token.sid });
    expect(await listActiveSessions(database.db, first.user.id)).toEqual([expect.objectContaining({ id: first.token.sid })]);
  });

  it("the jwt callback ends a session whose session version no longer matches", async () => {
    const { user, token } = await signIn(database);
    await expect(jwt({ token })).resolves.toMatchObject({ sub: user.id });
    await bumpSessionVersion(database.db, user.id);
    await expect(jwt({ token })).rejects.toBeInstanceOf(SessionEndedError);
    expect(await listActiveSessions(database.db, user.id)).toEqual([]);
  });

  it("ends a token without a session record, and one whose record belongs to someone else", async () => {
    const { user, token } = await signIn(database);
    const other = await signIn(database);
    await expect(jwt({ token: { ...token, sid: undefined } })).rejects.toBeInstanceOf(SessionEndedError);
    await expect(jwt({ token: { ...token, sid: other.token.sid } })).rejects.toBeInstanceOf(SessionEndedError);
    await expect(jwt({ token: { sub: user.id, sv: user.sessionVersion } })).rejects.toBeInstanceOf(SessionEndedError);
  });

  it("signing out revokes the session, so a copy of the cookie stops working; other devices stay", async () => {
    const { user, token } = await signIn(database);
    const otherDevice = await jwt({ token: {}, user: { id: user.id, session: user } });
    await getAuthOptions().events?.signOut?.({ token, session: { user: { ...user, pictureUrl: null }, expires: "" } });
    await expect(jwt({ token })).rejects.toBeInstanceOf(SessionEndedError);
    await expect(jwt({ token: otherDevice })).resolves.toMatchObject({ sid: otherDevice.sid });
    expect((await listActiveSessions(database.db, user.id)).map((session) => session.id)).toEqual([otherDevice.sid]);
  });

  it("signing out everywhere but here keeps only this session", async () => {
    const { user, token } = await signIn(database);
    const other = await jwt({ token: {}, user: { id: user.id, session: user } });
    expect(await revokeAllSessions(database.db, user.id, { keep: token.sid })).toEqual([other.sid]);
    await expect(jwt({ token: other })).rejects.toBeInstanceOf(SessionEndedError);
    await expect(jwt({ token })).resolves.toMatchObject({ sid: token.sid });
  });

  it("notes activity at most once per interval", async () => {
    const { user, token } = await signIn(database);
    const claims = { sub: user.id, sv: user.sessionVersion, sid: String(token.sid) };
    const first = await checkSession(database.db, claims);
    if (first.kind !== "active") throw new Error("session not active");
    const soon = new Date(first.lastSeenAt.getTime() + LAST_SEEN_REFRESH_MS / 2);
    await touchSession(database.db, first, soon);
    const unchanged = await checkSession(database.db, claims);
    expect(unchanged.kind === "active" && unchanged.lastSeenAt.getTime()).toBe(first.lastSeenAt.getTime());
    const later = new Date(first.lastSeenAt.getTime() + LAST_SEEN_REFRESH_MS + 1000);
    await touchSession(database.db, first, later);
    const touched = await checkSession(database.db, claims);
    expect(touched.kind === "active" && touched.lastSeenAt.getTime()).toBe(later.getTime());
  });

  it("a database outage keeps the session: 503, the cookie untouched, never 'ended'", async () => {
    const { token } = await signIn(database);
    const broken = await createTestDatabase(driver, { seed: false });
    await broken.close();
    installDatabaseHandle({ ...broken, close: async () => undefined });
    try {
      await expect(jwt({ token })).rejects.toBeInstanceOf(SessionUnavailableError);
      // What next-auth answers when its jwt callback throws: the session cookie cleared.
      const response = await withSessionAvailability(async () => {
        await jwt({ token }).catch(() => undefined);
        return new Response("{}", { headers: { "set-cookie": "next-auth.session-token=; Max-Age=0" } });
      });
      expect(response.status).toBe(503);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("retry-after")).toBe("5");
    } finally {
      installDatabaseHandle({ ...database, close: async () => undefined });
    }
    await expect(jwt({ token })).resolves.toMatchObject({ sid: token.sid });
  });
});
