import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { newDataDir, startServer, stopServer } from "./support/server-process";

/** Reads the embedded database directly; only allowed while no server holds the directory. */
async function withEmbeddedDatabase<T>(dataDir: string, work: (query: (sql: string) => Promise<unknown[]>) => Promise<T>): Promise<T> {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return await work(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.close();
  }
}

test.describe("the server process", () => {
  test.describe.configure({ mode: "serial" });
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = await newDataDir();
  });
  test.afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test("finishes the requests it accepted, exits 0 within 10 s of SIGTERM, and keeps its data", async () => {
    test.setTimeout(120_000);
    const first = await startServer({ dataDir });
    const secret = await readFile(path.join(dataDir, "auth-secret"), "utf8");

    // A burst of requests with SIGTERM in the middle: each one either completes normally
    // or is refused before it was accepted. None is cut off half-way.
    const burst = Array.from({ length: 40 }, (_, index) =>
      fetch(`${first.url}/?n=${index}`).then(
        (response) => (response.status === 200 ? "completed" : `status ${response.status}`),
        () => "refused",
      ),
    );
    const signalledAt = Date.now();
    first.process.kill("SIGTERM");
    const outcomes = await Promise.all(burst);
    expect(await first.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(outcomes.filter((outcome) => outcome !== "completed" && outcome !== "refused")).toEqual([]);

    await withEmbeddedDatabase(dataDir, async (query) => {
      expect(await query("select email from users where email like '%@demo.test' order by email")).toHaveLength(5);
      await query("insert into users (email, first_name, last_name) values ('kept@example.com', 'Kept', 'Row')");
    });

    const second = await startServer({ dataDir });
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    expect(await stopServer(second)).toBe(0);
    expect(await readFile(path.join(dataDir, "auth-secret"), "utf8")).toBe(secret);

    await withEmbeddedDatabase(dataDir, async (query) => {
      expect(await query("select 1 from users where email = 'kept@example.com'")).toHaveLength(1);
      expect(await query("select 1 from users where email like '%@demo.test'")).toHaveLength(5);
      expect(await query("select 1 from settings")).toHaveLength(1);
    });
  });
});
