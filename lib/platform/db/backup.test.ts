import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { key, makeCustomer, NOW, nyTime, submission } from "@/lib/booking/test-support";
import { submitBooking } from "@/lib/booking/submit-booking";
import { BackupError, backupDataDir, restoreDataDir } from "./backup";
import { openDatabase, type DatabaseHandle } from "./client";
import { pgliteDirectory } from "./data-dir";
import { runMigrations } from "./migrate";
import { orders } from "./schema";
import { seedBase } from "../../startup/seed-base";
import { hireCrew } from "@/lib/startup/testing/crew";

// Each step opens a file-backed PGlite (and pg_dump's own); on a busy machine that takes a while.
jest.setTimeout(120_000);

type OrderSnapshot = Awaited<ReturnType<typeof ordersIn>>;

function ordersIn(handle: DatabaseHandle) {
  return handle.db
    .select({ id: orders.id, number: orders.number, customerId: orders.customerId, startsAt: orders.startsAt, quote: orders.quote, status: orders.status })
    .from(orders)
    .orderBy(asc(orders.number));
}

async function withDatabase<T>(dataDir: string, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ dataDir });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** Two customers' bookings on a fresh embedded database in its own DATA_DIR. */
async function databaseWithOrders(dataDir: string): Promise<OrderSnapshot> {
  return withDatabase(dataDir, async (handle) => {
    await runMigrations(handle);
    await seedBase(handle.db);
    await hireCrew(handle.db);
    for (const [day, hour] of [["2026-03-10", 9], ["2026-03-11", 13]] as const) {
      const result = await submitBooking(handle.db, await makeCustomer(handle.db), submission(nyTime(day, hour)), key(), { now: NOW });
      expect(result).toMatchObject({ ok: true, created: true });
    }
    return ordersIn(handle);
  });
}

describe("db:backup and db:restore of the embedded database", () => {
  let dataDir: string;
  let before: OrderSnapshot;
  let dump: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "bb-backup-"));
    before = await databaseWithOrders(dataDir);
    expect(before).toHaveLength(2);
    dump = await backupDataDir(dataDir);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("backs up, wipes, restores, and finds the orders intact and the database usable", async () => {
    await rm(pgliteDirectory(dataDir), { recursive: true });
    expect(await restoreDataDir(dataDir, dump, { replace: false })).toEqual({ replacedDirectory: null });

    await withDatabase(dataDir, async (handle) => {
      expect(await ordersIn(handle)).toEqual(before);
      // The migrations table came back too: nothing is applied twice, and sequences go on.
      await runMigrations(handle);
      const next = await submitBooking(handle.db, await makeCustomer(handle.db), submission(nyTime("2026-03-12", 9)), key(), { now: NOW });
      expect(next.ok && next.order.number).toBeGreaterThan(Math.max(...before.map((order) => order.number)));
    });
  });

  it("refuses to restore over an existing database unless asked, and then keeps the old one aside", async () => {
    await expect(restoreDataDir(dataDir, dump, { replace: false })).rejects.toThrow(BackupError);
    const current = await withDatabase(dataDir, ordersIn);
    expect(current).toHaveLength(3);

    const { replacedDirectory } = await restoreDataDir(dataDir, dump, { replace: true });
    expect(replacedDirectory).not.toBeNull();
    await withDatabase(dataDir, async (handle) => expect(await ordersIn(handle)).toEqual(before));
    // The replaced database is still whole in its new place.
    if (replacedDirectory === null) return;
    const { PGlite } = await import("@electric-sql/pglite");
    const old = await PGlite.create(replacedDirectory);
    try {
      expect((await old.query<{ n: number }>("select count(*)::int as n from orders")).rows[0]?.n).toBe(3);
    } finally {
      await old.close();
    }
  });

  it("refuses a file that is not a dump, or a dump that fails halfway, and changes nothing", async () => {
    const entries = async () => (await readdir(dataDir)).sort();
    const listed = await entries();
    const replace = { replace: true };
    await expect(restoreDataDir(dataDir, "this is a shopping list, not a backup", replace)).rejects.toThrow("not a pg_dump SQL backup");
    await expect(restoreDataDir(dataDir, `${dump}\ninsert into orders (id) values ('not-a-uuid');\n`, replace)).rejects.toThrow();
    expect(await entries()).toEqual(listed);
    await withDatabase(dataDir, async (handle) => expect(await ordersIn(handle)).toEqual(before));
  });

  const postgresIt = process.env.TEST_DATABASE_URL ? it : it.skip;
  postgresIt("restores the same dump into an empty PostgreSQL database", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? "";
    const { default: postgres } = await import("postgres");
    const name = `bb_test_restore_${Date.now().toString(36)}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      const target = postgres(url.toString(), { max: 1, onnotice: () => undefined });
      await target.unsafe(dump).simple();
      await target.end();
      const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused" });
      try {
        expect(await ordersIn(handle)).toEqual(before);
      } finally {
        await handle.close();
      }
    } finally {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
