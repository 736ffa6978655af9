/** Helpers for the staff integration tests: accounts made directly, and an inbox for user events. */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/lib/platform/db";
import { users, type Role, type UserRow } from "@/lib/platform/db/schema/users";
import { USER_EVENTS_CHANNEL, userEventEnvelopeSchema, type UserEventEnvelope } from "@/lib/platform/events/user-events";

export async function makeUser(db: Database, role: Role, overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(users)
    .values({ email: `${role.toLowerCase()}-${tag}@example.test`, firstName: role, lastName: `Tester${tag}`, role, ...overrides })
    .returning();
  if (!row) throw new Error("the test user was not created");
  return row;
}

export async function reloadUser(db: Database, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} is gone`);
  return row;
}

/**
 * Collects what arrives on the user_events channel. `drain()` sends a marker of its own and
 * waits for it: Postgres delivers notifications in commit order, so everything an action
 * committed before has arrived by then, and a refused action is seen to have sent nothing.
 */
export class EventInbox {
  private received: string[] = [];
  private wake: () => void = () => undefined;
  private unlisten: () => Promise<void> = async () => undefined;

  private constructor(private readonly handle: DatabaseHandle) {}

  static async open(handle: DatabaseHandle): Promise<EventInbox> {
    const inbox = new EventInbox(handle);
    inbox.unlisten = await handle.listen(USER_EVENTS_CHANNEL, (payload) => {
      inbox.received.push(payload);
      inbox.wake();
    });
    return inbox;
  }

  async drain(timeoutMs = 5_000): Promise<UserEventEnvelope[]> {
    const marker = `marker:${randomUUID()}`;
    const arrived = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the marker notification did not arrive")), timeoutMs);
      this.wake = () => {
        if (this.received.includes(marker)) {
          clearTimeout(timer);
          resolve();
        }
      };
    });
    await this.handle.db.execute(sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${marker})`);
    await arrived;
    this.wake = () => undefined;
    const before = this.received.slice(0, this.received.indexOf(marker));
    this.received = this.received.slice(this.received.indexOf(marker) + 1);
    return before.map((payload) => userEventEnvelopeSchema.parse(JSON.parse(payload)));
  }

  close(): Promise<void> {
    return this.unlisten();
  }
}

/**
 * The describe block's database (`openDatabase` is its useTestDatabase call) and an inbox
 * listening on it, opened before the block's tests and closed before the database: Jest runs
 * afterAll hooks in the order they were declared.
 */
export function withEventInbox<D extends DatabaseHandle>(openDatabase: () => D): { database: D; inbox: () => EventInbox } {
  const held: { inbox?: EventInbox } = {};
  afterAll(async () => {
    await held.inbox?.close();
  });
  const database = openDatabase();
  beforeAll(async () => {
    held.inbox = await EventInbox.open(database);
  });
  return {
    database,
    inbox: () => {
      if (!held.inbox) throw new Error("withEventInbox: the inbox is open only while the describe block's tests run");
      return held.inbox;
    },
  };
}
