/**
 * Cleaners' time off end to end (docs/product.md, "Time off"): the demo cleaner asks for a
 * weekday off about three weeks ahead in the cabinet, an admin approves it on /admin/time-off,
 * and the slot API no longer offers her that day while the day before still has times; then she
 * withdraws it and the day is hers to take again. The spec runs on a server of its own
 * (support/clocked-pages.ts): the demo's Dorota Nowak has visits in many specs, and a day off
 * left behind by a failure here must not reach the specs sharing the main server.
 */
import { expect, test, type Page } from "@playwright/test";
import { movableClockBlock } from "./support/clocked-pages";
import { dateInDays } from "./support/dates";

const DURATION_MINUTES = 120;

/** The start times the slot API offers this cleaner on a day. */
async function cleanerTimes(page: Page, cleanerId: string, date: string): Promise<string[]> {
  const response = await page.request.get(`/api/slots?date=${date}&durationMinutes=${DURATION_MINUTES}&cleanerId=${cleanerId}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { times: string[] }).times;
}

const isWeekday = (date: string) => [1, 2, 3, 4, 5].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

test.describe("cleaners' time off", () => {
  test.describe.configure({ mode: "serial" });
  const { pages } = movableClockBlock();

  test("the cleaner asks for a day off, an admin approves it, the slots leave her out that day, and withdrawing gives it back", async ({ browser }) => {
    const cleaner = await pages.pageAs(browser, "cleaner");
    const session = (await (await cleaner.request.get("/api/auth/session")).json()) as { user: { id: string } };
    const cleanerId = session.user.id;

    // A weekday about three weeks ahead that she can take, with the day before open too: the
    // slot API leaves out holidays and closed days, so this never lands on one.
    let day: { date: string; before: string } | null = null;
    for (let offset = 20; offset < 34 && !day; offset += 1) {
      const date = dateInDays(offset);
      const before = dateInDays(offset - 1);
      if (isWeekday(date) && (await cleanerTimes(cleaner, cleanerId, date)).length > 0 && (await cleanerTimes(cleaner, cleanerId, before)).length > 0) day = { date, before };
    }
    if (!day) throw new Error(`No open weekday for the demo cleaner between ${dateInDays(20)} and ${dateInDays(33)}`);
    const { date, before } = day;

    // The cleaner asks in her cabinet.
    await cleaner.goto("/cleaner/cabinet");
    await cleaner.getByRole("main").getByRole("link", { name: /Time off/ }).click();
    await expect(cleaner.getByRole("heading", { level: 1, name: "Time off" })).toBeVisible();
    await cleaner.getByLabel("First day off").fill(date);
    await cleaner.getByLabel(/Note for the office/).fill("My niece's christening in Astoria");
    await cleaner.getByRole("button", { name: "Ask for time off" }).click();
    await expect(cleaner.getByRole("status").filter({ hasText: "Sent. The office will approve or decline" })).toBeVisible();
    const ownRequest = cleaner.getByTestId("own-time-off").filter({ hasText: "My niece's christening in Astoria" });
    await expect(ownRequest).toContainText("Waiting for the office");
    // Asking again for the same day is refused with the reason.
    await cleaner.getByLabel("First day off").fill(date);
    await cleaner.getByRole("button", { name: "Ask for time off" }).click();
    await expect(cleaner.getByRole("alert").filter({ hasText: "You already asked for some of these days off." })).toBeVisible();
    // Waiting for a decision changes nothing yet.
    expect((await cleanerTimes(cleaner, cleanerId, date)).length).toBeGreaterThan(0);

    // An admin approves it.
    const admin = await pages.pageAs(browser, "admin");
    await admin.goto("/admin");
    await admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Time off" }).click();
    await expect(admin).toHaveURL(/\/admin\/time-off$/);
    const pending = admin.getByTestId("pending-time-off").filter({ hasText: "Dorota Nowak" }).filter({ hasText: "My niece's christening in Astoria" });
    await expect(pending).toHaveCount(1);
    await pending.getByRole("button", { name: "Approve" }).click();
    const dialog = admin.getByRole("dialog", { name: "Approve Dorota Nowak's time off?" });
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Approved: Dorota Nowak is off on" })).toBeVisible();
    await expect(admin.getByTestId("pending-time-off").filter({ hasText: "My niece's christening in Astoria" })).toHaveCount(0);
    await expect(admin.getByRole("table", { name: "Decided time off" }).getByRole("row").filter({ hasText: "My niece's christening in Astoria" })).toContainText("Approved");

    // She is no longer offered that day; the day before still is.
    await expect.poll(() => cleanerTimes(cleaner, cleanerId, date)).toEqual([]);
    expect((await cleanerTimes(cleaner, cleanerId, before)).length).toBeGreaterThan(0);

    // Her cabinet says so, and she may still withdraw it before it starts: the day opens again.
    await cleaner.reload();
    await expect(ownRequest).toContainText("Approved");
    await ownRequest.getByRole("button", { name: "Withdraw" }).click();
    await cleaner.getByRole("dialog", { name: /^Withdraw your time off for/ }).getByRole("button", { name: "Withdraw" }).click();
    await expect(cleaner.getByRole("status").filter({ hasText: "Withdrawn. Customers can book you on" })).toBeVisible();
    await expect(ownRequest).toContainText("Withdrawn");
    await expect.poll(async () => (await cleanerTimes(cleaner, cleanerId, date)).length).toBeGreaterThan(0);
  });
});
