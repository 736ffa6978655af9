import { GET as getSlots } from "../slots/route";
import { siteRequest } from "@/lib/web/http/test-requests";
import { POST } from "./route";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { eq } from "drizzle-orm";
import { forgetCachedBusinessSettings } from "@/lib/booking/settings-cache";
import { settings } from "@/lib/platform/db/schema";
import { DEFAULT_HOLIDAY_POLICY } from "@/lib/settings/holiday-policy";
import { openDateAfter } from "@/lib/booking/test-support";

jest.setTimeout(30_000);

// A visitor: the slot list asks who is looking, so a waitlist holder sees their own held time.
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => null, getSessionUser: async () => null }));

const post = (body: string, type = "application/json") => POST(siteRequest("/api/quote", { body, headers: { "content-type": type } }));

describe("POST /api/quote and GET /api/slots", () => {
  const database = useTestDatabase("pglite", { install: true });

  it("quotes a request with every line and the estimated duration", async () => {
    const response = await post(JSON.stringify({ service: "deep-cleaning", bedrooms: 2, bathrooms: 2, extras: [{ id: "inside-fridge" }] }));
    expect(response.status).toBe(200);
    const { quote } = (await response.json()) as { quote: { totalCents: number; estimatedMinutes: number; lines: Array<{ kind: string }> } };
    // $225 + $55 + $45 + $35 = $360; tax $31.95. 240 + 2 × 45 + 30 minutes.
    expect(quote.totalCents).toBe(39_195);
    expect(quote.estimatedMinutes).toBe(360);
    expect(quote.lines.map((line) => line.kind)).toEqual(["base", "bedrooms", "bathrooms", "extra", "subtotal", "tax", "total", "amount-due"]);
  });

  it("adds an open holiday's surcharge for a date that is one, and says when we are closed that day", async () => {
    const holidays = { ...DEFAULT_HOLIDAY_POLICY, "veterans-day": { closed: false, surchargePercent: 15 } };
    await database.db.update(settings).set({ holidays }).where(eq(settings.id, 1));
    forgetCachedBusinessSettings();
    const request = { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 };
    type Answer = { quote: { totalCents: number; lines: Array<{ kind: string; label: string; amountCents: number }> }; closed?: string };
    const onVeteransDay = (await (await post(JSON.stringify({ ...request, date: "2026-11-11" }))).json()) as Answer;
    // $175 + 15% = $201.25; tax $17.86.
    expect(onVeteransDay.quote.lines.find((line) => line.kind === "holiday-surcharge")).toEqual({ kind: "holiday-surcharge", label: "Holiday surcharge, Veterans Day (15%)", amountCents: 2_625 });
    expect(onVeteransDay.quote.totalCents).toBe(21_911);
    expect(onVeteransDay.closed).toBeUndefined();
    for (const date of [undefined, "2026-11-12"]) {
      const ordinary = (await (await post(JSON.stringify({ ...request, date }))).json()) as Answer;
      expect(ordinary.quote.lines.map((line) => line.kind)).not.toContain("holiday-surcharge");
    }
    const onThanksgiving = (await (await post(JSON.stringify({ ...request, date: "2026-11-26" }))).json()) as Answer;
    expect(onThanksgiving.closed).toBe("Thanksgiving Day");
    const badDate = await post(JSON.stringify({ ...request, date: "2026-02-30" }));
    expect(badDate.status).toBe(400);
    expect(await badDate.json()).toMatchObject({ fieldErrors: { date: "That date does not exist" } });
  });

  it("answers 400 with field messages, never a 500", async () => {
    const response = await post(JSON.stringify({ service: "office-cleaning", squareFeet: 50_000 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Please check the highlighted fields.", fieldErrors: { squareFeet: "For more than 20,000 sq ft, please request a free estimate" } });
    expect((await post("{oops")).status).toBe(400);
    expect((await post("[]")).status).toBe(400);
    expect((await post("{}", "text/plain")).status).toBe(415);
  });

  it("lists the start times of a bookable date and refuses bad queries", async () => {
    // Well inside the booking window of the real clock, which the route reads.
    const date = openDateAfter(new Date(), 10);
    const response = await getSlots(new Request(`http://localhost/api/slots?date=${date}&durationMinutes=180`));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { times: string[] };
    // 8:00 to 16:00: a three-hour visit must end by 19:00 New York time.
    expect(body.times).toHaveLength(9);
    expect((await getSlots(new Request("http://localhost/api/slots?date=2026-02-30&durationMinutes=180"))).status).toBe(400);
    expect((await getSlots(new Request(`http://localhost/api/slots?date=${date}`))).status).toBe(400);
    // The quote request itself instead of a duration: 240 + 45 + 30 minutes.
    const byRequest = await getSlots(new Request(`http://localhost/api/slots?date=${date}&service=deep-cleaning&bedrooms=2&bathrooms=1&extras=inside-oven`));
    expect(await byRequest.json()).toMatchObject({ durationMinutes: 315, times: expect.any(Array) });
    const badRequest = await getSlots(new Request(`http://localhost/api/slots?date=${date}&service=deep-cleaning&bedrooms=9&bathrooms=1`));
    expect(badRequest.status).toBe(400);
    expect((await getSlots(new Request(`http://localhost/api/slots?date=${date}&durationMinutes=abc`))).status).toBe(400);
  });
});
