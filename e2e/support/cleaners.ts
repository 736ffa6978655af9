import { expect, type APIRequestContext } from "@playwright/test";
import { openDay } from "./dates";
import { DEMO } from "./accounts";

/**
 * The demo's cleaners as staff see them (docs/product.md#cleaners-availability). Dorota Nowak
 * (`cleaner@demo.test`) is the one specs assign and sign in as; her demo visits take her time,
 * so a spec that gives her a visit books a time she is free, not merely a time someone is.
 */

/** Every demo cleaner's account id by email, read through the staff list of accounts. */
export async function demoCleanerIds(staff: APIRequestContext): Promise<Map<string, string>> {
  const response = await staff.get("/api/admin/users?role=Cleaner&pageSize=50");
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: Array<{ id: string; email: string }> };
  return new Map(items.filter((item) => item.email.endsWith("@demo.test")).map((item) => [item.email, item.id]));
}

export async function dorotaId(staff: APIRequestContext): Promise<string> {
  const id = (await demoCleanerIds(staff)).get(DEMO.cleaner);
  if (!id) throw new Error("the demo cleaner is missing");
  return id;
}

/** The first day from `days` ahead with starts this cleaner is free for (asked as staff, who may see anyone's times). */
export function openDayFor(staff: APIRequestContext, cleanerId: string, days: number, durationMinutes: number): ReturnType<typeof openDay> {
  return openDay(staff, days, durationMinutes, cleanerId);
}

/** Takes every demo cleaner but Dorota off the booking schedule: the office works with one cleaner (a server of the spec's own only). */
export async function onlyDorotaWorks(admin: APIRequestContext): Promise<void> {
  for (const [email, id] of await demoCleanerIds(admin)) {
    if (email === DEMO.cleaner) continue;
    const response = await admin.put(`/api/admin/users/${id}/availability`, { data: { onSchedule: false } });
    expect(response.status(), await response.text()).toBe(200);
  }
}
