import { installDatabaseHandle, closeDatabase, type DatabaseHandle } from "@/lib/db";
import { createTestDatabase } from "@/lib/db/testing";
import { GET } from "./route";

describe("GET /api/health", () => {
  afterEach(async () => {
    await closeDatabase();
  });

  it("answers 200 when the database answers", async () => {
    installDatabaseHandle(await createTestDatabase("pglite", { seed: false }));
    const response = await GET(new Request("http://localhost/api/health"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503 when the database does not", async () => {
    const closed: DatabaseHandle = await createTestDatabase("pglite", { seed: false });
    await closed.close();
    installDatabaseHandle({ ...closed, close: async () => undefined });
    const response = await GET(new Request("http://localhost/api/health"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", database: "unavailable" });
  });
});
