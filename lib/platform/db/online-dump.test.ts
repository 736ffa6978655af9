/**
 * The server's own dump of the database it keeps using (lib/platform/db/backup.ts, dumpOpenPglite):
 * pg_dump shares PGlite's one connection with the site, so it must never run inside one of the
 * site's transactions, and the site must go on normally after it (run plainly, pg_dump left its
 * read-only transaction open and the next write failed).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { restoreDataDir } from "./backup";
import { openDatabase, type DatabaseHandle } from "./client";
import { rowsOf } from "./raw";

jest.setTimeout(120_000);

async function countRows(handle: DatabaseHandle): Promise<number | undefined> {
  return rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from visits_log`))[0]?.n;
}

describe("a dump of the open embedded database", () => {
  let dataDir: string;
  let restoredDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "bb-dump-open-"));
    restoredDir = await mkdtemp(path.join(tmpdir(), "bb-dump-restored-"));
    handle = await openDatabase({ dataDir });
    await handle.db.execute(sql`create table visits_log (id serial primary key, note text not null)`);
  });
  afterAll(async () => {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(restoredDir, { recursive: true, force: true });
  });

  it("waits for a transaction in progress, sees all of it, and leaves the connection as it found it", async () => {
    const searchPath = async () => rowsOf<{ search_path: string }>(await handle.db.execute(sql`show search_path`))[0]?.search_path;
    const searchPathBefore = await searchPath();
    const dumpOnline = handle.dumpOnline;
    if (!dumpOnline) throw new Error("the embedded database offers no online dump");
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let dumpAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (dumpAsked = resolve));
    let dump: Promise<string> | undefined;

    // A booking-like transaction: one row, a pause (an await on something else), a second row.
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into visits_log (note) values ('first half')`);
      dump = dumpOnline();
      dumpAsked();
      await gate;
      await tx.execute(sql`insert into visits_log (note) values ('second half')`);
    });
    await asked;
    openGate();
    await transaction;
    const text = await dump;

    await restoreDataDir(restoredDir, text ?? "", { replace: false });
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      expect(await countRows(restored)).toBe(2);
    } finally {
      await restored.close();
    }
    // The site's connection is back to normal: its own transactions commit and its rows count.
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into visits_log (note) values ('after the dump')`);
    });
    expect(await countRows(handle)).toBe(3);
    expect(await searchPath()).toBe(searchPathBefore);
  });
});
