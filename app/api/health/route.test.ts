import { sql } from "drizzle-orm";
import { installDatabaseHandle, closeDatabase, type DatabaseHandle } from "@/lib/platform/db";
import { createTestDatabase, testDrivers } from "@/lib/startup/testing/database";
import { createLogger } from "@/lib/platform/log/logger";
import { closeProcessRealtime, getProcessRealtime, startProcessRealtime } from "@/lib/web/realtime/runtime";
import { GET as live } from "./live/route";
import { GET } from "./route";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";

function health(): Promise<Response> {
  return GET(new Request("http://localhost/api/health"));
}

/** This process's hub and event bus on the installed database, as server.ts starts them. */
async function startBus(handle: DatabaseHandle): Promise<void> {
  await startProcessRealtime({ handle, secret: SECRET, publicUrl: "http://localhost", logger: createLogger(undefined, "silent") });
}

describe("GET /api/health/live", () => {
  it("answers 200 without any database", async () => {
    const response = await live(new Request("http://localhost/api/health/live"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "live" });
  });
});

describe.each(testDrivers())("GET /api/health (%s)", (driver) => {
  afterEach(async () => {
    await closeProcessRealtime();
    await closeDatabase();
  });

  it("answers 200 when the database answers, is migrated and the event bus listens", async () => {
    const handle = await createTestDatabase(driver, { seed: false });
    installDatabaseHandle(handle);
    await startBus(handle);
    const response = await health();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok", migrations: "ok", eventBus: "ok" });
  });

  it("answers 503 when the event bus does not listen, and once shutdown stopped it", async () => {
    const handle = await createTestDatabase(driver, { seed: false });
    installDatabaseHandle(handle);
    const before = await health();
    expect(before.status).toBe(503);
    expect(await before.json()).toEqual({ status: "error", database: "ok", migrations: "ok", eventBus: "not-listening" });

    await startBus(handle);
    expect((await health()).status).toBe(200);
    // server.ts closes the runtime on SIGTERM but the process keeps serving during the drain.
    await (await getProcessRealtime())?.close();
    const draining = await health();
    expect(draining.status).toBe(503);
    expect((await draining.json()).eventBus).toBe("not-listening");
  });

  it("answers 503 when the database lacks the newest migration", async () => {
    const handle = await createTestDatabase(driver, { seed: false });
    installDatabaseHandle(handle);
    await startBus(handle);
    await handle.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const response = await health();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", database: "ok", migrations: "pending", eventBus: "ok" });
  });
});

describe("GET /api/health with the database gone", () => {
  afterEach(async () => {
    await closeDatabase();
  });

  it("answers 503 and names the database", async () => {
    const closed: DatabaseHandle = await createTestDatabase("pglite", { seed: false });
    await closed.close();
    installDatabaseHandle({ ...closed, close: async () => undefined });
    const response = await health();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", database: "unavailable", migrations: "unavailable", eventBus: "not-listening" });
  });
});
