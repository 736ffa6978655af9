/**
 * Text messages end to end in the demo's test mode (issue #28, docs/messaging.md): a customer
 * who ticks the texts box at booking gets the confirmation in the test-mode outbox; the cleaner's
 * "On my way" is texted too; the customer's simulated reply "R" appears live in the staff inbox,
 * staff answer from the thread and the thread shows both; and after STOP no later text goes.
 *
 * "On my way" opens two hours before a visit and bookings start tomorrow, so the file runs its
 * own server with a movable clock (support/movable-clock.ts), as the live-orders spec does; its
 * own data directory also keeps this number's STOP away from every other spec. Texts other than
 * "on my way" wait for 8 AM (docs/product.md#text-messages), so the clock starts at ten in the
 * morning in New York, and after "on my way" it moves to the visit's start, never before 8 AM.
 * The outbox is not live: each wait reloads it until the text is there.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { SMS_TEAM_CONSENT_WORDING } from "../lib/messaging/consent-wording";
import { DEMO } from "./support/accounts";
import { dateInDays } from "./support/dates";
import { dorotaId, openDayFor } from "./support/cleaners";
import { connected, movableClockBlock } from "./support/clocked-pages";

/** The demo customer's booking contact phone, "(917) 555-0105", as it is stored and texted. */
const CUSTOMER_PHONE = "+19175550105";
/** The demo cleaner's profile phone. */
const CLEANER_PHONE = "+17185550104";
const THREAD_PATH = `/admin/messages/${CUSTOMER_PHONE.slice(1)}`;

test.describe("text messages in test mode", () => {
  test.describe.configure({ mode: "serial" });
  // 15:00 UTC is 10 or 11 AM in New York, whatever the season.
  const { clocked, pages } = movableClockBlock({ startAt: new Date(`${dateInDays(1)}T15:00:00Z`) });

  /** The outbox's phone of the demo customer. */
  const customerPhone = (outbox: Page): Locator => outbox.locator(`[data-testid="outbox-phone"][data-phone="${CUSTOMER_PHONE}"]`);
  /** Our texts on that phone (the bubbles the business sent), each with its status in data-status. */
  const ourTexts = (outbox: Page): Locator => customerPhone(outbox).locator('[data-testid="text-bubble"][data-from="us"]');

  /** Reloads the outbox until the text is there: sending is two jobs of the worker's, a few seconds apart. */
  async function untilShown(outbox: Page, text: () => Locator): Promise<void> {
    await expect(async () => {
      await outbox.reload();
      await expect(text()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  }

  test("booking, on my way, a reply, the staff answer and STOP", async ({ browser }) => {
    // Seven steps, four of them waiting on the worker's jobs: about 30 s on a quiet machine, and
    // over a minute on a loaded CI machine.
    test.setTimeout(120_000);
    const customer = await pages.pageAs(browser, "customer");
    let admin = await pages.pageAs(browser, "admin");
    let outbox = await pages.pageAs(browser, "admin");

    // The customer books with the texts box ticked (the form's box sends textConsent: true).
    // The first start, two days or more ahead, when the demo's cleaner is free.
    const day = await openDayFor(admin.request, await dorotaId(admin.request), 2, 180);
    const startsAt = day.times[0] ?? "";
    const booking = await customer.request.post("/api/bookings", {
      headers: { "idempotency-key": randomUUID() },
      data: {
        request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 },
        startsAt,
        address: { street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: null },
        contact: { name: "Jordan Lee", phone: "(917) 555-0105", email: DEMO.customer },
        notes: null,
        acceptTerms: true,
        textConsent: true,
      },
    });
    expect(booking.status(), await booking.text()).toBe(201);
    const order = ((await booking.json()) as { order: { id: string; number: string } }).order;

    // Its text is in the outbox, clearly labelled as never sent.
    await outbox.goto("/admin/messages/outbox");
    await expect(outbox.getByTestId("sms-test-mode-label")).toHaveText("Test mode, no text is sent");
    await untilShown(outbox, () => ourTexts(outbox).filter({ hasText: `We received your booking ${order.number}` }));

    // The admin assigns the demo cleaner; half an hour before the visit the cleaner taps "On my way".
    await admin.goto(`/admin/orders/${order.id}`);
    await admin.getByLabel("Assign a cleaner").selectOption({ label: "Dorota Nowak" });
    await admin.getByRole("button", { name: "Assign", exact: true }).click();
    await admin.getByRole("dialog", { name: `Give ${order.number} to Dorota Nowak?` }).getByRole("button", { name: "Assign" }).click();
    await expect(admin.getByRole("dialog")).toHaveCount(0);
    // Everyone signs in again on the visit's day, as in the live-orders spec.
    await pages.closeAll();
    await clocked.moveTo(new Date(new Date(startsAt).getTime() - 30 * 60_000));
    admin = await pages.pageAs(browser, "admin");
    outbox = await pages.pageAs(browser, "admin");
    const cleaner = await pages.pageAs(browser, "cleaner");
    await cleaner.goto(`/cleaner/cabinet/jobs/${order.id}`);
    const sent = cleaner.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.endsWith("/on-the-way"));
    await cleaner.getByRole("group", { name: "On my way" }).getByRole("button", { name: "20 min" }).click();
    expect((await sent).status()).toBe(200);
    await expect(cleaner.getByTestId("job-on-the-way")).toContainText("about 20 minutes");
    await outbox.goto("/admin/messages/outbox");
    await untilShown(outbox, () => ourTexts(outbox).filter({ hasText: "Dorota is on the way" }));
    await clocked.moveTo(new Date(startsAt));

    // Staff watch the inbox; the customer's "R" arrives there live, unread, without a reload.
    await admin.goto("/admin/messages");
    await connected(admin);
    const reply = customerPhone(outbox).getByRole("form", { name: /^Reply from / });
    await reply.getByRole("textbox", { name: "Their text" }).fill("R");
    await reply.getByRole("button", { name: "Simulate a reply" }).click();
    await expect(reply.getByRole("status")).toContainText('Texted "R"');
    const thread = admin.locator(`[data-testid="thread-item"][data-phone="${CUSTOMER_PHONE}"]`);
    await expect(thread).toContainText("Jordan Lee");
    await expect(thread).toContainText("R");
    await expect(thread).toHaveAttribute("data-unread", "1");
    await expect(admin.getByRole("navigation", { name: "Admin sections" }).getByTestId("nav-unread-count")).toBeVisible();

    // Opening the thread reads it; the account and the visit are beside it.
    await thread.getByRole("link").click();
    await expect(admin).toHaveURL(new RegExp(`${THREAD_PATH}$`));
    await expect(admin.getByRole("heading", { level: 1, name: "Jordan Lee" })).toBeVisible();
    await expect(admin.getByRole("list", { name: "Upcoming visits" })).toContainText(order.number);
    const texts = admin.getByRole("list", { name: "Texts" });
    await expect(texts.locator('[data-testid="text-bubble"][data-from="them"]').last()).toContainText("Asks to reschedule");
    await expect(admin.getByRole("navigation", { name: "Admin sections" }).getByTestId("nav-unread-count")).toHaveCount(0);

    // Staff answer; the thread shows both, ours signed with the admin's first name.
    await admin.getByRole("textbox", { name: "Reply" }).fill("Of course. Which day suits you?");
    await admin.getByRole("button", { name: "Send reply" }).click();
    await expect(admin.getByRole("form", { name: "Reply" }).getByRole("status")).toContainText("Reply queued.");
    await expect(texts.locator('[data-testid="text-bubble"][data-from="them"]').last()).toContainText("R");
    await expect(texts.locator('[data-testid="text-bubble"][data-from="us"]').last()).toContainText("Of course. Which day suits you? - Marcus");
    await expect(texts.locator('[data-testid="text-bubble"][data-from="us"]').last()).toContainText("Staff reply");
    await outbox.reload();
    await expect(ourTexts(outbox).filter({ hasText: "Which day suits you? - Marcus" })).toHaveCount(1);

    // STOP: confirmed once, the thread says so and offers no reply, and later texts are not sent.
    await reply.getByRole("textbox", { name: "Their text" }).fill("STOP");
    await reply.getByRole("button", { name: "Simulate a reply" }).click();
    await expect(reply.getByRole("status")).toContainText('Texted "STOP"');
    await admin.reload();
    await expect(admin.getByText("Texted STOP", { exact: true })).toBeVisible();
    await expect(admin.getByTestId("reply-unavailable")).toContainText("texted STOP");
    await expect(admin.getByRole("button", { name: "Send reply" })).toBeDisabled();
    await untilShown(outbox, () => ourTexts(outbox).filter({ hasText: "you are unsubscribed" }));
    const sentBeforeCancel = await ourTexts(outbox).count();

    // The cleaner agrees to texts in the profile, so the cancellation's notice has someone to tell.
    await cleaner.goto("/profile");
    const textsCard = cleaner.getByRole("region", { name: "Text messages" });
    // The box shows what the server stored, so it ticks once the answer is back.
    const box = textsCard.getByRole("checkbox", { name: SMS_TEAM_CONSENT_WORDING });
    await box.click();
    await expect(box).toBeChecked();
    await expect(textsCard.getByRole("status").filter({ hasText: "Texts are on." })).toBeVisible();

    // The office cancels the visit: the cleaner is told at once (a change of today's job), and the
    // customer, who texted STOP, gets nothing, though a cancellation by the office is a text they
    // would otherwise get. The cleaner's text shows that the notice has been acted on.
    await admin.goto(`/admin/orders/${order.id}`);
    await admin.getByRole("button", { name: "Cancel order" }).click();
    const cancel = admin.getByRole("dialog", { name: `Cancel ${order.number}?` });
    await cancel.getByLabel("Reason").fill("Customer asked to reschedule by text.");
    await cancel.getByRole("button", { name: "Cancel the order" }).click();
    await expect(cancel).toHaveCount(0);
    const cleanerTexts = outbox.locator(`[data-testid="outbox-phone"][data-phone="${CLEANER_PHONE}"] [data-testid="text-bubble"][data-from="us"]`);
    await untilShown(outbox, () => cleanerTexts.filter({ hasText: "is cancelled. Please do not go." }));
    await expect(ourTexts(outbox)).toHaveCount(sentBeforeCancel);
    await expect(ourTexts(outbox).filter({ hasText: "We cancelled your cleaning" })).toHaveCount(0);
  });
});
