import { sql } from "drizzle-orm";
import { getDb } from "@/lib/platform/db";
import { unfinishedQuotes } from "@/lib/platform/db/schema";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { GET } from "./[token]/route";
import { POST } from "./route";
import { hashToken, newLinkToken } from "@/lib/platform/security/tokens";
import { GET as unsubscribePage, POST as unsubscribe } from "../../../(en)/booking/quote-unsubscribe/[token]/route";

/** docs/product.md#unfinished-bookings, through the route wrapper. */

jest.setTimeout(60_000);

const BODY = { email: "ana@example.test", consent: true, request: { service: "residential-cleaning", bedrooms: 1, bathrooms: 1, extras: [], frequency: "one-time" }, locale: "en" };
let address = 0;
const fresh = (headers: Record<string, string> = {}) => ({ "x-forwarded-for": `198.51.100.${++address}`, ...headers });
const restore = (token: string) => GET(siteRequest(`/api/booking/saved-quote/${token}`), { params: Promise.resolve({ token }) });

describe("POST /api/booking/saved-quote and the links", () => {
  useTestDatabase("pglite", { install: true });

  it("saves a quote priced on the server", async () => {
    const response = await POST(siteRequest("/api/booking/saved-quote", { json: { ...BODY, totalCents: 1 }, headers: fresh() }));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { totalCents: number };
    expect(answer.totalCents).toBeGreaterThan(1000);
    const rows = await (await getDb()).select().from(unfinishedQuotes).where(sql`${unfinishedQuotes.email} = 'ana@example.test'`);
    expect(rows).toHaveLength(1);
  });

  it("answers bad input with a 400 naming the field, and changes nothing", async () => {
    for (const [body, field] of [
      [{ ...BODY, email: "ana" }, "email"],
      [{ ...BODY, consent: false }, "consent"],
      [{ ...BODY, email: "bad@example.test", request: { service: "moon-cleaning" } }, "service"],
    ] as const) {
      const response = await POST(siteRequest("/api/booking/saved-quote", { json: body, headers: fresh() }));
      expect([field, response.status]).toEqual([field, 400]);
      expect(await response.json()).toMatchObject({ fieldErrors: { [field]: expect.any(String) } });
    }
    const rows = await (await getDb()).select().from(unfinishedQuotes).where(sql`${unfinishedQuotes.email} = 'bad@example.test'`);
    expect(rows).toHaveLength(0);
  });

  it("refuses other sites, and too many saves from one address", async () => {
    expect((await POST(siteRequest("/api/booking/saved-quote", { json: BODY, headers: fresh({ origin: "https://evil.example" }) }))).status).toBe(403);
    const same = { "x-forwarded-for": "198.51.100.250" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await POST(siteRequest("/api/booking/saved-quote", { json: BODY, headers: same }))).status);
    // Earlier saves in this file may share the counter; within the limit's size, the door closes.
    expect(statuses[0]).toBe(200);
    expect(statuses[10]).toBe(429);
  });

  it("answers a forged resume token with a 404 and an unknown unsubscribe link with a friendly 404 page", async () => {
    expect((await restore("x".repeat(43))).status).toBe(404);
    const forged = { params: Promise.resolve({ token: "y".repeat(43) }) };
    for (const page of [await unsubscribePage(siteRequest(`/booking/quote-unsubscribe/${"y".repeat(43)}`), forged), await unsubscribe(siteRequest(`/booking/quote-unsubscribe/${"y".repeat(43)}`, { method: "POST" }), forged)]) {
      expect(page.status).toBe(404);
      expect(await page.text()).toContain("Nothing was changed");
    }
  });

  it("opening the unsubscribe link only asks (mail scanners open links); its button stops the emails, again and again", async () => {
    const token = newLinkToken();
    const db = await getDb();
    const answers = { request: BODY.request, date: null };
    const [quote] = await db
      .insert(unfinishedQuotes)
      .values({ email: "scanned@example.test", answers, answersHash: "scanned", quoteCents: 15000, serviceName: "Standard cleaning", tokenHash: hashToken(token), status: "sent" })
      .returning({ id: unfinishedQuotes.id });
    const statusNow = async () => (await db.select({ status: unfinishedQuotes.status }).from(unfinishedQuotes).where(sql`${unfinishedQuotes.id} = ${quote?.id}`))[0]?.status;
    const path = `/booking/quote-unsubscribe/${token}`;
    const context = () => ({ params: Promise.resolve({ token }) });

    const asked = await unsubscribePage(siteRequest(path), context());
    expect(asked.status).toBe(200);
    expect(await asked.text()).toMatch(/<form method="post">.*Stop the emails/s);
    expect(await statusNow()).toBe("sent");

    // A mail client's one-click POST comes from no page of ours: the token alone decides.
    const fromOurPage: Record<string, string> = {};
    for (const headers of [fromOurPage, { origin: "https://mail.example" }]) {
      const done = await unsubscribe(siteRequest(path, { method: "POST", headers }), context());
      expect(done.status).toBe(200);
      expect(await done.text()).toContain("no more emails");
    }
    expect(await statusNow()).toBe("unsubscribed");
  });
});
