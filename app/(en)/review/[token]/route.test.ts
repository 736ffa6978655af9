/**
 * GET /review/{token} (docs/product.md#review-requests): a request's link counts the click and
 * answers a 302 to the company's Google review page; a token that is not ours gets a friendly 404.
 */
import { eq } from "drizzle-orm";
import { makeAccount, bookOrder, nyTime } from "@/lib/admin/test-support";
import { recordReviewRequest } from "@/lib/booking/review-requests/requests";
import { reviewRequests, settings } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { GET } from "./route";

jest.setTimeout(60_000);

const LINK = "https://search.google.com/local/writereview?placeid=ChIJborough-bright";
const follow = (token: string) => GET(siteRequest(`/review/${token}`), { params: Promise.resolve({ token }) });

describe.each(testDrivers())("the review link route on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  it("counts each click and sends the customer on to Google", async () => {
    await database.db.update(settings).set({ googleReviewUrl: LINK }).where(eq(settings.id, 1));
    const customer = await makeAccount(database.db, "Customer");
    const orderId = await bookOrder(database.db, customer.id, nyTime("2026-03-16", 9));
    const token = await database.db.transaction((tx) => recordReviewRequest(tx, { id: orderId, customerId: customer.id }, new Date("2026-03-17T14:00:00Z")));
    if (!token) throw new Error("no request recorded");

    for (let click = 0; click < 2; click += 1) {
      const answer = await follow(token);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(LINK);
    }
    const [row] = await database.db.select().from(reviewRequests).where(eq(reviewRequests.orderId, orderId));
    expect(row?.clickCount).toBe(2);
    expect(row?.firstClickedAt).toBeInstanceOf(Date);
  });

  it.each([["a token that is not ours", "A".repeat(43)], ["a token of the wrong shape", "hello"]])("answers %s with a friendly 404 page", async (_label, token) => {
    const answer = await follow(token);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toContain("text/html");
    expect(await answer.text()).toContain("We could not find that review link");
  });
});
