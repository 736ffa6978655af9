/**
 * The cabinet's offline write queue on a phone (issue #29, docs/architecture.md "The cabinet
 * offline"): with the network cut after the job page loaded, the cleaner checks in, ticks three
 * checklist items and checks out with a note; each shows as done and waiting on the phone. When
 * the network returns, all five arrive once, in the order they were made, each with its key and
 * time; a second phone signed in as the same cleaner sees the result live; a reload shows the
 * server's state; and sending the same keys again changes nothing.
 *
 * Check-in opens two hours before a visit and bookings start tomorrow, so this file runs its own
 * server with a movable clock (support/movable-clock.ts), as live-orders.spec.ts does: the visit
 * is booked and assigned now, then the server's clock moves to half an hour before it. The
 * phone's clock is set to the same instant (Playwright's clock), since a queued action carries
 * the phone's time and the server takes it only within 2 minutes ahead and 12 hours back.
 */
import { expect, test, type Browser, type Page, type Request } from "@playwright/test";
import { assignedVisitHalfAnHourAway, demoCleanerPhone } from "./support/assigned-visit";
import { connected, movableClockBlock } from "./support/clocked-pages";

const ACTION = /\/api\/cabinet\/jobs\/[^/]+\/(check-in|on-the-way|checklist|check-out)$/;

interface Sent {
  path: string;
  method: string;
  body: { madeAt?: string; idempotencyKey?: string; item?: string; done?: boolean; note?: string; reason?: string; position?: { lat: number; lng: number } };
  status: number;
  answer: unknown;
}

test.describe("the cabinet's offline queue", () => {
  test.describe.configure({ mode: "serial" });
  const { clocked, pages } = movableClockBlock();

  const cleanerPhone = (browser: Browser, now: Date) => demoCleanerPhone(browser, clocked.server, now);

  test("check-in, three ticks and check-out made offline arrive once, in order, and a replay changes nothing", async ({ browser }) => {
    // Half an hour before the visit, on the stairs of a walk-up: the job page is open on two phones.
    const { order, now } = await assignedVisitHalfAnHourAway(browser, { clocked, pages });
    const phone = await cleanerPhone(browser, now);
    const otherPhone = await cleanerPhone(browser, now);
    const jobPath = `/cleaner/cabinet/jobs/${order.id}`;
    await phone.goto(jobPath);
    await otherPhone.goto(jobPath);
    for (const page of [phone, otherPhone]) await connected(page);
    const badge = (page: Page) => page.locator("header").getByText(/^(Your job|Checked in|Done)$/);
    await expect(badge(phone)).toHaveText("Your job");

    const sent: Sent[] = [];
    const requests: Request[] = [];
    phone.on("request", (request) => {
      if (ACTION.test(new URL(request.url()).pathname)) requests.push(request);
    });
    phone.on("response", async (response) => {
      const request = response.request();
      if (!ACTION.test(new URL(request.url()).pathname)) return;
      sent.push({ path: new URL(request.url()).pathname, method: request.method(), body: request.postDataJSON() ?? {}, status: response.status(), answer: await response.json() });
    });

    // The signal goes.
    await phone.context().setOffline(true);
    await expect(phone.getByText(/^No connection\. Check-in, “on my way”, ticks, photos and check-out are kept on this phone/)).toBeVisible();

    await phone.getByRole("button", { name: "Check in" }).click();
    await phone.getByRole("dialog", { name: "Check in now?" }).getByRole("button", { name: "Check in" }).click();
    await expect(phone.getByText(/Checked in at \d{1,2}:\d{2}\s[AP]M on this phone\. It is sent with that time when the connection returns\.$/)).toBeVisible();
    await expect(badge(phone)).toHaveText("Checked in");

    const checklist = phone.getByRole("region", { name: "Checklist" });
    const boxes = checklist.getByRole("checkbox");
    for (const index of [0, 1, 2]) await boxes.nth(index).check();
    for (const index of [0, 1, 2]) await expect(boxes.nth(index)).toBeChecked();
    await expect(checklist.getByTestId("tick-waiting")).toHaveCount(3);
    await expect(checklist.getByTestId("tick-waiting").first()).toHaveText(/^Waiting to send — made \d{1,2}:\d{2}\s[AP]M$/);
    const tickedItems = await Promise.all([0, 1, 2].map(async (index) => (await boxes.nth(index).getAttribute("id")) ?? ""));
    const tickedLabels = await Promise.all(tickedItems.map((id) => phone.locator(`label[for="${id}"]`).innerText()));

    // Leaving before the planned end: the form asks the reason first, as online.
    await phone.getByRole("button", { name: "Check out" }).click();
    const finish = phone.getByRole("dialog", { name: "Finish this visit?" });
    await finish.getByRole("textbox", { name: "Reason for the office" }).fill("The customer's building lost water at noon; we stopped there.");
    await finish.getByRole("textbox", { name: /Note for the office and the customer/ }).fill("Kitchen and bathroom done; keys left with the super in 1A.");
    await finish.getByRole("button", { name: "Check out" }).click();
    await expect(phone.getByText(/Checked out at \d{1,2}:\d{2}\s[AP]M on this phone\. It is sent with that time/)).toBeVisible();
    await expect(badge(phone)).toHaveText("Done");

    // All of it waits on the phone, shown as done; nothing went out, and the ticks did not spring back.
    const queue = phone.getByTestId("job-queue");
    await expect(queue).toContainText(/Check-in — Waiting to send — made \d{1,2}:\d{2}\s[AP]M/);
    await expect(queue).toContainText(/Check-out — Waiting to send — made \d{1,2}:\d{2}\s[AP]M/);
    await expect(queue).toContainText("3 checklist ticks waiting to send");
    for (const index of [0, 1, 2]) await expect(boxes.nth(index)).toBeChecked();
    expect(requests).toEqual([]);
    await expect(badge(otherPhone)).toHaveText("Your job");

    // The signal returns: the five go out once, in the order they were made, each answered 200.
    await phone.context().setOffline(false);
    await expect(queue).toHaveCount(0);
    await expect.poll(() => sent.length).toBe(5);
    expect(sent.map((request) => [request.path.split("/").at(-1), request.status])).toEqual([
      ["check-in", 200],
      ["checklist", 200],
      ["checklist", 200],
      ["checklist", 200],
      ["check-out", 200],
    ]);
    expect(sent.slice(1, 4).map((request) => request.body.item?.split(" / ").at(-1))).toEqual(tickedLabels);
    const madeAt = sent.map((request) => Date.parse(request.body.madeAt ?? ""));
    expect(madeAt.every((time, index) => Number.isFinite(time) && (index === 0 || time >= (madeAt[index - 1] ?? 0)))).toBe(true);
    expect(new Set(sent.map((request) => request.body.idempotencyKey)).size).toBe(5);
    expect(sent[4]?.answer).toMatchObject({ status: "completed" });
    // The position the phone gave at each tap went with it.
    for (const index of [0, 4]) expect(sent[index]?.body.position).toMatchObject({ lat: 40.7185, lng: -73.9904 });
    expect(sent[4]?.body).toMatchObject({ note: "Kitchen and bathroom done; keys left with the super in 1A." });

    // The second phone follows live, without a reload.
    await expect(badge(otherPhone)).toHaveText("Done");

    // A reload shows the server's state: done, the three ticks kept, the note, nothing waiting.
    await phone.reload();
    await expect(badge(phone)).toHaveText("Done");
    for (const index of [0, 1, 2]) await expect(boxes.nth(index)).toBeChecked();
    await expect(checklist.getByTestId("tick-waiting")).toHaveCount(0);
    await expect(phone.getByText(/^Checked out .*: “Kitchen and bathroom done; keys left with the super in 1A\.”$/)).toBeVisible();
    await expect(phone.getByTestId("job-queue")).toHaveCount(0);

    // Sending the queue again, the same keys and bodies: each gets its first answer, and nothing changes.
    const state = async () => {
      const { job } = (await (await phone.request.get(`/api/cabinet/jobs/${order.id}`)).json()) as { job: Record<string, unknown> };
      return { status: job.status, version: job.version, checklistDone: job.checklistDone, checkedInAt: job.checkedInAt, completedAt: job.completedAt, checkOutNote: job.checkOutNote };
    };
    const before = await state();
    expect(before).toMatchObject({ status: "completed", checkedInAt: sent[0]?.body.madeAt, completedAt: sent[4]?.body.madeAt });
    for (const request of sent) {
      const replay = await phone.request.fetch(request.path, { method: request.method, data: request.body });
      expect(replay.status(), request.path).toBe(200);
      expect(await replay.json(), request.path).toEqual(request.answer);
    }
    expect(await state()).toEqual(before);
  });
});
