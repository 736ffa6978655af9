/**
 * Two hosts on one PostgreSQL: each has its own database connection, LISTEN and hub (as two
 * server processes would). An event published through host B's database handle reaches a
 * client connected to host A, and one connected to B, through NOTIFY alone.
 */
import type { HubConnection } from "@microsoft/signalr";
import { publishUserEvent, type UserEventEnvelope } from "@/lib/platform/events/user-events";
import { bumpSessionVersion } from "@/lib/account/test-support";
import { createUser, sessionCookie, type SessionHubServer } from "./session-test-support";
import { waitFor } from "./test-support";
import { describeTwoHosts } from "../../startup/testing/two-hosts";

type UserEvent = UserEventEnvelope["event"];

const blocked: UserEvent = {
  target: "UserBlocked",
  payload: { message: "Your account has been blocked by an administrator.", timestamp: "2026-03-03T19:00:00.000Z", shouldLogout: true },
};

describeTwoHosts("fan-out", { seed: false }, (hosts) => {
  async function connect(host: SessionHubServer, cookie: string): Promise<{ connection: HubConnection; received: unknown[]; closed: Promise<unknown> }> {
    const connection = hosts.client(host, cookie);
    const received: unknown[] = [];
    connection.on("UserBlocked", (payload: unknown) => received.push(payload));
    const closed = new Promise((resolve) => connection.onclose(resolve));
    await connection.start();
    return { connection, received, closed };
  }

  it("delivers an event published on host B to the user's connections on host A and on host B", async () => {
    const user = await createUser(hosts.database.db);
    const cookie = await sessionCookie(user);
    const onA = await connect(hosts.hostA, cookie);
    const onB = await connect(hosts.hostB, cookie);
    expect(hosts.hostA.runtime.hub.connectionCount()).toBe(1);
    expect(hosts.hostB.runtime.hub.connectionCount()).toBe(1);

    await publishUserEvent(hosts.second.db, { userId: user.id, event: blocked, endsSessions: false });
    await waitFor(() => onA.received.length === 1 && onB.received.length === 1, 5_000, "the event on both hosts");
    expect(onA.received).toEqual([blocked.payload]);
    expect(onB.received).toEqual([blocked.payload]);
  });

  it("closes the user's connections on every host when the event ends the sessions", async () => {
    const user = await createUser(hosts.database.db);
    const cookie = await sessionCookie(user);
    const onA = await connect(hosts.hostA, cookie);
    await bumpSessionVersion(hosts.second.db, user.id);
    await publishUserEvent(hosts.second.db, { userId: user.id, event: blocked, endsSessions: true });
    await onA.closed;
    expect(onA.received).toEqual([blocked.payload]);
  });
});
