/**
 * Helpers for the integration tests of the hub as the product runs it (session cookie, event
 * bus, a real database): an HTTP server hosting only the hub, users, and their cookies.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { HttpTransportType, LogLevel, type HubConnection } from "@microsoft/signalr";
import { eq } from "drizzle-orm";
import { encode, type JWT } from "next-auth/jwt";
import type { Database, DatabaseHandle } from "@/lib/platform/db";
import { users, type UserRow } from "@/lib/platform/db/schema/users";
import { startSession } from "@/lib/auth/session-records";
import { createLogger } from "@/lib/platform/log/logger";
import { buildUserHubConnection } from "./client/hub-connection";
import { HUB_PATH } from "./config";
import { startRealtime, type RealtimeRuntime } from "./runtime";

export const TEST_SECRET = "realtime-test-secret-that-is-long-enough-0123456789";
export const SITE_URL = "http://site.test";

export interface SessionHubServer {
  runtime: RealtimeRuntime;
  /** http://127.0.0.1:port/userManagementHub */
  url: string;
  close(): Promise<void>;
}

/** The product's hub and bus on a database handle, served on a free loopback port. */
export async function startSessionHub(handle: Pick<DatabaseHandle, "db" | "listen">, closeDelayMs = 300): Promise<SessionHubServer> {
  const runtime = await startRealtime({
    handle,
    secret: TEST_SECRET,
    publicUrl: SITE_URL,
    logger: createLogger(undefined, "silent"),
    closeDelayMs,
  });
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (runtime.hub.owns(path)) return runtime.hub.handleRequest(req, res);
    res.writeHead(404).end();
  });
  server.on("upgrade", (req, socket, head) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (runtime.hub.owns(path)) return runtime.hub.handleUpgrade(req, socket, head);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    runtime,
    url: `http://127.0.0.1:${port}${HUB_PATH}`,
    async close() {
      await runtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A user signed in once: the row and the session record its cookie names. */
export type SignedInUser = UserRow & { sessionId: string };

export async function createUser(db: Database): Promise<SignedInUser> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await db.insert(users).values({ email: `realtime-${tag}@example.test`, firstName: "Rita", lastName: `Realtime${tag}` }).returning();
  if (!row) throw new Error("the test user was not created");
  return { ...row, sessionId: await startSession(db, row, "jest") };
}

/** The same user signing in again (at their current session version): a new session record. */
export async function signInAgain(db: Database, userId: string): Promise<SignedInUser> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error("the test user is gone");
  return { ...row, sessionId: await startSession(db, row, "jest") };
}

/** The session token next-auth would have issued for the user at its current session version. */
export function sessionToken(user: Pick<SignedInUser, "id" | "sessionVersion" | "sessionId">, claims: JWT = {}): Promise<string> {
  return encode({ token: { sub: user.id, sv: user.sessionVersion, sid: user.sessionId, role: "Customer", ...claims }, secret: TEST_SECRET });
}

export async function sessionCookie(user: Pick<SignedInUser, "id" | "sessionVersion" | "sessionId">, name = "next-auth.session-token"): Promise<string> {
  return `${name}=${await sessionToken(user)}`;
}

/** The product's own HubConnection (same builder as the browser), with the cookie as a header. */
export function productClient(url: string, cookie: string, transport?: HttpTransportType): HubConnection {
  return buildUserHubConnection({ url, headers: { Cookie: cookie }, transport, logLevel: LogLevel.None });
}

export async function negotiateStatus(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${url}/negotiate?negotiateVersion=1`, { method: "POST", headers });
  await response.text();
  return response.status;
}
