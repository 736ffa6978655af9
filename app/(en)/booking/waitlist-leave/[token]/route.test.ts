import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db";
import { waitlistEntries } from "@/lib/platform/db/schema";
import { hashToken, newLinkToken } from "@/lib/platform/security/tokens";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { GET, POST } from "./route";

/** docs/product.md#waitlist and docs/security.md, "Email links that change something". */

jest.setTimeout(60_000);

describe("the waitlist email's leave link", () => {
  useTestDatabase("pglite", { install: true });

  it("only asks when opened (mail scanners open links); its button leaves, again and again; a forged link changes nothing", async () => {
    const token = newLinkToken();
    const db = await getDb();
    const at = new Date("2026-03-02T15:00:00Z");
    const [entry] = await db
      .insert(waitlistEntries)
      .values({ email: "rosa@example.test", name: "Rosa Diaz", locale: "en", serviceSlug: "residential-cleaning", durationMinutes: 180, zip: "11211", borough: "Brooklyn", date: "2026-03-10", fromHour: 8, toHour: 17, tokenHash: hashToken(token), createdAt: at, updatedAt: at })
      .returning({ id: waitlistEntries.id });
    const statusNow = async () => (await db.select({ status: waitlistEntries.status }).from(waitlistEntries).where(eq(waitlistEntries.id, entry!.id)))[0]?.status;
    const path = `/booking/waitlist-leave/${token}`;
    const context = (value = token) => ({ params: Promise.resolve({ token: value }) });

    const asked = await GET(siteRequest(path), context());
    expect(asked.status).toBe(200);
    expect(asked.headers.get("cache-control")).toBe("no-store");
    expect(await asked.text()).toMatch(/<title>Leave the waitlist\?<\/title>.*<form method="post">.*Leave the waitlist<\/button>/s);
    expect(await statusNow()).toBe("waiting");

    // A mail client's one-click POST comes from no page of ours: the token alone decides.
    const senders: Array<Record<string, string>> = [{}, { origin: "https://mail.example" }];
    for (const headers of senders) {
      const left = await POST(siteRequest(path, { method: "POST", headers }), context());
      expect(left.status).toBe(200);
      expect(await left.text()).toContain("You have left the waitlist");
    }
    expect(await statusNow()).toBe("left");

    const forged = "y".repeat(43);
    for (const page of [await GET(siteRequest(`/booking/waitlist-leave/${forged}`), context(forged)), await POST(siteRequest(`/booking/waitlist-leave/${forged}`, { method: "POST" }), context(forged))]) {
      expect(page.status).toBe(404);
      expect(await page.text()).toContain("Nothing was changed");
    }
  });
});
