import { getDb } from "@/lib/platform/db";
import { quoteStarts } from "@/lib/platform/db/schema";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { POST } from "./route";

/** docs/product.md, "The owner's charts": the booking form's report, through the route wrapper. */

jest.setTimeout(60_000);

describe("POST /api/booking/quote-started", () => {
  useTestDatabase("pglite", { install: true });

  it("counts a booking form priced today, from our own pages only", async () => {
    const response = await POST(siteRequest("/api/booking/quote-started", { method: "POST", headers: { "x-forwarded-for": "198.51.100.7" } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ counted: true });
    expect((await POST(siteRequest("/api/booking/quote-started", { method: "POST", headers: { origin: "https://evil.example" } }))).status).toBe(403);
    const rows = await (await getDb()).select().from(quoteStarts);
    expect(rows.map((row) => row.starts)).toEqual([1]);
  });
});
