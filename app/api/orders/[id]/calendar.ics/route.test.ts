/**
 * GET /api/orders/{id}/calendar.ics: the visit's calendar file for its owner, signed in or
 * holding the signed link of the visit's emails; nobody else.
 */
import { makeAccount } from "@/lib/admin/test-support";
import { calendarLinkToken } from "@/lib/booking/calendar-link";
import { orderMailView } from "@/lib/booking/order-mail-view";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, nyTime, openDateAfter, submission } from "@/lib/booking/test-support";
import { getConfig } from "@/lib/platform/config";
import { orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { authSecretBeforeAll } from "@/lib/web/http/session-test-support";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import { eq } from "drizzle-orm";
import { GET } from "./route";

jest.setTimeout(60_000);

jest.mock("next/headers", () => ({ headers: async () => new Headers() }));

describe.each(testDrivers())("the calendar file of a visit on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  authSecretBeforeAll("calendar-route-test-secret-0123456789abcdef");

  async function bookedVisit() {
    const customer = await makeAccount(database.db, "Customer");
    const now = new Date();
    const booked = await submitBooking(database.db, { id: customer.id, emailVerified: true }, submission(nyTime(openDateAfter(now, 14), 10)), key(), { now });
    if (!booked.ok) throw new Error(`booking failed: ${booked.message}`);
    return booked.order.id;
  }

  const download = (orderId: string, token?: string) => GET(siteRequest(`/api/orders/${orderId}/calendar.ics`, token === undefined ? {} : { query: { token } }), pathParams({ id: orderId }));

  it("opens from the link in the visit's emails without signing in", async () => {
    const orderId = await bookedVisit();
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error("no order");
    const link = orderMailView(order, "Maya", new Date(), { calendarIcs: "BEGIN:VCALENDAR" }).calendar?.url ?? "";
    const token = new URL(link).searchParams.get("token") ?? "";
    expect(token).toBe(calendarLinkToken(orderId, getConfig().AUTH_SECRET ?? ""));
    const response = await download(orderId, token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await response.text();
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain(`UID:order-${orderId}@`);
  });

  it("refuses another order's token, a made-up one, and a visitor without a link or a session", async () => {
    const mine = await bookedVisit();
    const other = await bookedVisit();
    expect((await download(mine, calendarLinkToken(other, getConfig().AUTH_SECRET ?? ""))).status).toBe(404);
    expect((await download(mine, "x".repeat(43))).status).toBe(404);
    expect((await download(mine)).status).toBe(401);
  });
});
