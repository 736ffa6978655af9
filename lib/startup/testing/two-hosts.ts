/**
 * Two hosts on one PostgreSQL, as two server processes would run: each with its own database
 * pool, LISTEN and hub. Only PostgreSQL can do this (PGlite serves one process), so the block
 * is skipped, saying why, when TEST_DATABASE_URL is not set.
 */
import type { HubConnection } from "@microsoft/signalr";
import { HttpTransportType } from "@microsoft/signalr";
import { openDatabase, type DatabaseHandle } from "@/lib/platform/db/client";
import type { TestDatabase } from "@/lib/startup/testing/database";
import { useTestDatabase, type TestDatabaseOptions } from "@/lib/startup/testing/use-test-database";
import { productClient, startSessionHub, type SessionHubServer } from "../../web/realtime/session-test-support";

export interface TwoHosts {
  /** Host A's database: the test database itself. */
  database: TestDatabase;
  /** Host B's own pool on the same database. */
  readonly second: DatabaseHandle;
  readonly hostA: SessionHubServer;
  readonly hostB: SessionHubServer;
  /** A WebSocket client of a host for the cookie's user (not started), stopped after the block. */
  client(host: SessionHubServer, cookie: string): HubConnection;
}

export function describeTwoHosts(subject: string, options: TestDatabaseOptions, body: (hosts: TwoHosts) => void): void {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const title = postgresUrl
    ? `${subject} between two hosts on one PostgreSQL`
    : `${subject} between two hosts on one PostgreSQL (skipped: set TEST_DATABASE_URL to a PostgreSQL server; PGlite serves one process only)`;

  (postgresUrl ? describe : describe.skip)(title, () => {
    let second: DatabaseHandle | undefined;
    let hostA: SessionHubServer | undefined;
    let hostB: SessionHubServer | undefined;
    const clients: HubConnection[] = [];
    const started = <T>(value: T | undefined, what: string): T => {
      if (value === undefined) throw new Error(`${what} is not started`);
      return value;
    };

    // Declared first so it runs before the database closes: Jest runs afterAll hooks in order.
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.stop()));
      await hostA?.close();
      await hostB?.close();
      await second?.close();
    });
    const database = useTestDatabase("postgres", options);
    beforeAll(async () => {
      if (!database.url) throw new Error("the PostgreSQL test database has no URL");
      // A second pool of its own, as a second process would have.
      second = await openDatabase({ databaseUrl: database.url, dataDir: "unused", maxConnections: 2 });
      hostA = await startSessionHub(database);
      hostB = await startSessionHub(second);
    });

    body({
      database,
      get second() {
        return started(second, "host B's database");
      },
      get hostA() {
        return started(hostA, "host A");
      },
      get hostB() {
        return started(hostB, "host B");
      },
      client(host, cookie) {
        const connection = productClient(host.url, cookie, HttpTransportType.WebSockets);
        clients.push(connection);
        return connection;
      },
    });
  });
}
