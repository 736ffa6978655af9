import { expect, type APIRequestContext } from "@playwright/test";

/** A New York calendar date some days from today, as the slot API takes it (YYYY-MM-DD). */
export function dateInDays(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The first day at least `days` ahead that offers a start for a visit of this length, with its
 * start times and how many days ahead it is. Holidays and closed days are never offered (docs/product.md#scheduling), so a
 * test that books "three days from now" would fail on the week of Thanksgiving; this asks the
 * slot API instead of guessing. Looks at most two weeks further. With `cleanerId`, the starts
 * that cleaner is free for (asked by someone who may see them: staff, the cleaner's customers).
 */
export async function openDay(request: APIRequestContext, days: number, durationMinutes: number, cleanerId?: string): Promise<{ date: string; offset: number; times: string[] }> {
  const forCleaner = cleanerId ? `&cleanerId=${cleanerId}` : "";
  for (let offset = days; offset < days + 14; offset += 1) {
    const date = dateInDays(offset);
    const response = await request.get(`/api/slots?date=${date}&durationMinutes=${durationMinutes}${forCleaner}`);
    expect(response.status(), await response.text()).toBe(200);
    const { times } = (await response.json()) as { times: string[] };
    if (times.length > 0) return { date, offset, times };
  }
  throw new Error(`No day with a free ${durationMinutes}-minute start${cleanerId ? " for that cleaner" : ""} within two weeks of ${dateInDays(days)}`);
}
