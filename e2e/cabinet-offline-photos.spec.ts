/**
 * The issue's "done when" for the cabinet offline (issue #29, docs/architecture.md "The cabinet
 * offline"), on a phone: the cabinet opened with a connection, the signal goes, and the cleaner
 * checks in, ticks three items, takes two photos and checks out with a note, all kept on the
 * phone (the photos with their thumbnails). When the signal returns everything is sent once, in
 * the order it was made; the customer's order page, open meanwhile, shows the completed
 * checklist with both photos without a reload; and sending the queue again with the same keys
 * changes nothing. Its own server with a movable clock, as cabinet-offline-queue.spec.ts
 * (support/assigned-visit.ts holds what they share).
 *
 * Playwright gives no body for a multipart request whose file came from a Blob, so the photos'
 * keys and times are read where the phone keeps them (IndexedDB) before they go, and the replay
 * builds each photo's form from that record: the same bytes, section, stage, time and key.
 */
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { assignedVisitHalfAnHourAway, demoCleanerPhone } from "./support/assigned-visit";
import { connected, movableClockBlock } from "./support/clocked-pages";

const ACTION = /\/api\/cabinet\/jobs\/[^/]+\/(check-in|on-the-way|checklist|check-out|photos)$/;

interface Sent {
  path: string;
  method: string;
  status: number;
  /** The JSON body as sent; a photo's multipart form reads as null here (see above). */
  body: Record<string, unknown> | null;
  answer: Promise<unknown>;
}

/** One action as the phone keeps it (lib/cabinet/offline/action-queue.ts), a photo's bytes in base64. */
interface Kept {
  kind: string;
  key: string;
  madeAt: string;
  item?: string;
  note?: string;
  section?: string;
  stage?: string;
  photo?: string;
}

interface PhotoAnswer {
  photoCount: number;
  sections: Array<{ title: string; before: Array<{ id: string; takenAt: string }>; after: Array<{ id: string; takenAt: string }> }>;
}

/** A small camera-like JPEG of one colour, made in the test. */
const jpeg = (background: string) => sharp({ create: { width: 1200, height: 900, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();

/** What waits in the phone's queue, read from its IndexedDB (lib/platform/device/device-store.ts). */
function keptOnPhone(phone: Page): Promise<Kept[]> {
  return phone.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("borough-bright");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error("IndexedDB did not open"));
    });
    try {
      const record = await new Promise<{ actions?: Array<Record<string, unknown>> } | undefined>((resolve, reject) => {
        const request = db.transaction("records", "readonly").objectStore("records").get("cabinet-queue");
        request.onsuccess = () => resolve(request.result as { actions?: Array<Record<string, unknown>> } | undefined);
        request.onerror = () => reject(request.error ?? new Error("IndexedDB read failed"));
      });
      return Promise.all(
        (record?.actions ?? []).map(async (action) => {
          const { photo, ...rest } = action;
          if (!(photo instanceof Blob)) return rest as unknown as Kept;
          const bytes = new Uint8Array(await photo.arrayBuffer());
          let binary = "";
          for (const byte of bytes) binary += String.fromCharCode(byte);
          return { ...rest, photo: btoa(binary) } as unknown as Kept;
        }),
      );
    } finally {
      db.close();
    }
  });
}

const photoIds = (answer: PhotoAnswer) => answer.sections.flatMap((section) => [...section.before, ...section.after].map((photo) => photo.id)).sort();

test.describe("the cabinet offline, photos included", () => {
  test.describe.configure({ mode: "serial" });
  const { clocked, pages } = movableClockBlock();

  test("check-in, three ticks, two photos and check-out made offline arrive once, in order, the customer sees them live, and a replay changes nothing", async ({ browser }) => {
    // Half an hour before the visit the cleaner opens the cabinet with a connection.
    const { order, now } = await assignedVisitHalfAnHourAway(browser, { clocked, pages });
    const phone = await demoCleanerPhone(browser, clocked.server, now);
    await phone.goto("/cleaner/cabinet");
    await phone.getByRole("link", { name: new RegExp(order.number) }).first().click();
    await expect(phone).toHaveURL(new RegExp(`/cleaner/cabinet/jobs/${order.id}$`));
    const badge = (page: Page) => page.locator("header").getByText(/^(Your job|Checked in|Done)$/);
    await expect(badge(phone)).toHaveText("Your job");

    // The customer's order page is open, following the visit live: no report before check-out.
    const customerPage = await pages.pageAs(browser, "customer");
    await customerPage.goto(`/order/${order.id}`);
    await connected(customerPage);
    const report = customerPage.getByTestId("photo-report");
    await expect(report).toHaveCount(0);

    const sent: Sent[] = [];
    phone.on("response", (response) => {
      const request = response.request();
      const pathname = new URL(request.url()).pathname;
      if (!ACTION.test(pathname) || request.method() === "GET") return;
      const body = pathname.endsWith("/photos") ? null : (request.postDataJSON() as Record<string, unknown>);
      sent.push({ path: pathname, method: request.method(), status: response.status(), body, answer: response.json() });
    });

    // The signal goes.
    await phone.context().setOffline(true);
    await expect(phone.getByText(/^No connection\. Check-in, “on my way”, ticks, photos and check-out are kept on this phone/)).toBeVisible();

    await phone.getByRole("button", { name: "Check in" }).click();
    await phone.getByRole("dialog", { name: "Check in now?" }).getByRole("button", { name: "Check in" }).click();
    await expect(badge(phone)).toHaveText("Checked in");

    const checklist = phone.getByRole("region", { name: "Checklist" });
    const boxes = checklist.getByRole("checkbox");
    for (const index of [0, 1, 2]) await boxes.nth(index).check();
    await expect(checklist.getByTestId("tick-waiting")).toHaveCount(3);
    const tickedItems = await Promise.all([0, 1, 2].map(async (index) => (await boxes.nth(index).getAttribute("id")) ?? ""));
    const tickedLabels = await Promise.all(tickedItems.map((id) => phone.locator(`label[for="${id}"]`).innerText()));

    // A before and an after photo of the kitchen, each kept with its thumbnail.
    const photos = phone.getByRole("region", { name: "Before and after photos" });
    const kitchen = photos.getByTestId("photo-section").filter({ has: phone.getByRole("heading", { name: /^Kitchen/ }) }).first();
    await kitchen.locator('input[type="file"]').first().setInputFiles({ name: "IMG_0101.jpg", mimeType: "image/jpeg", buffer: await jpeg("#c8b496") });
    await expect(photos.getByText(/^Before photo of Kitchen kept on the phone\./)).toBeVisible();
    await kitchen.locator('input[type="file"]').last().setInputFiles({ name: "IMG_0102.jpg", mimeType: "image/jpeg", buffer: await jpeg("#f0f4f8") });
    await expect(photos.getByText(/^After photo of Kitchen kept on the phone\./)).toBeVisible();
    await expect(kitchen.getByTestId("photo-waiting")).toHaveCount(2);
    await expect(kitchen.getByRole("img", { name: /waiting to send$/ }).first()).toHaveAttribute("src", /^blob:/);

    // Leaving before the planned end: the reason first, then the note.
    await phone.getByRole("button", { name: "Check out" }).click();
    const finish = phone.getByRole("dialog", { name: "Finish this visit?" });
    await finish.getByRole("textbox", { name: "Reason for the office" }).fill("The customer asked us to stop early; the rest is for next week.");
    await finish.getByRole("textbox", { name: /Note for the office and the customer/ }).fill("Kitchen done; spare key back in the lockbox.");
    await finish.getByRole("button", { name: "Check out" }).click();
    await expect(badge(phone)).toHaveText("Done");
    expect(sent).toEqual([]);

    // What the phone keeps: seven actions in the order they were made, each with its own key and time.
    const kept = await keptOnPhone(phone);
    expect(kept.map((action) => action.kind)).toEqual(["check_in", "checklist", "checklist", "checklist", "photo", "photo", "check_out"]);
    expect(new Set(kept.map((action) => action.key)).size).toBe(7);
    const madeAt = kept.map((action) => Date.parse(action.madeAt));
    expect(madeAt.every((time, index) => Number.isFinite(time) && (index === 0 || time >= (madeAt[index - 1] ?? 0)))).toBe(true);
    expect(kept.slice(1, 4).map((action) => action.item?.split(" / ").at(-1))).toEqual(tickedLabels);
    expect(kept.slice(4, 6).map((action) => [action.section?.startsWith("Kitchen"), action.stage, (action.photo ?? "").length > 0])).toEqual([
      [true, "before", true],
      [true, "after", true],
    ]);
    expect(kept[6]).toMatchObject({ note: "Kitchen done; spare key back in the lockbox." });

    // The signal returns: seven go out once, in the order they were made.
    await phone.context().setOffline(false);
    await expect(phone.getByTestId("job-queue")).toHaveCount(0);
    await expect.poll(() => sent.length).toBe(7);
    expect(sent.map((request) => [request.path.split("/").at(-1), request.status])).toEqual([
      ["check-in", 200],
      ["checklist", 200],
      ["checklist", 200],
      ["checklist", 200],
      ["photos", 201],
      ["photos", 201],
      ["check-out", 200],
    ]);
    // Each JSON action went with the key and time the phone kept for it.
    for (const [index, request] of sent.entries()) {
      if (request.body) expect(request.body, request.path).toMatchObject({ idempotencyKey: kept[index]?.key, madeAt: kept[index]?.madeAt });
    }
    // Each photo was stored with the time it was taken on the phone, not the time it arrived.
    const lastPhotoAnswer = (await sent[5]?.answer) as PhotoAnswer;
    const kitchenPhotos = lastPhotoAnswer.sections.find((section) => section.title === kept[4]?.section);
    expect([kitchenPhotos?.before.map((photo) => Date.parse(photo.takenAt)), kitchenPhotos?.after.map((photo) => Date.parse(photo.takenAt))]).toEqual([[madeAt[4]], [madeAt[5]]]);
    await expect(kitchen.getByTestId("photo-waiting")).toHaveCount(0);

    // The customer's page, without a reload: the completed checklist, with both photos through their links.
    await expect(report.getByRole("heading", { name: "What we did" })).toBeVisible();
    await expect(report).toContainText(/3 of \d+ checklist items done · 2 photos/);
    for (const label of tickedLabels) await expect(report.getByRole("listitem").filter({ hasText: label }).first()).toContainText("Done:");
    for (const stage of ["Before", "After"]) {
      const image = report.getByRole("list", { name: new RegExp(`^${stage}: Kitchen`) }).getByRole("img");
      await expect(image).toHaveCount(1);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }

    // Sending the queue again with the same keys: each gets its first answer, and nothing changes.
    const state = async () => {
      const { job } = (await (await phone.request.get(`/api/cabinet/jobs/${order.id}`)).json()) as { job: Record<string, unknown> };
      const { order: seen } = (await (await customerPage.request.get(`/api/orders/${order.id}`)).json()) as { order: { timeline: unknown[] } };
      await customerPage.reload();
      await expect(report).toContainText(/3 of \d+ checklist items done/);
      return {
        job: { status: job.status, version: job.version, checklistDone: job.checklistDone, checkedInAt: job.checkedInAt, completedAt: job.completedAt, checkOutNote: job.checkOutNote },
        timeline: seen.timeline,
        photosShown: await report.getByRole("img").count(),
      };
    };
    const before = await state();
    expect(before.photosShown).toBe(2);
    expect(before.timeline.length).toBeGreaterThan(0);
    for (const [index, action] of kept.entries()) {
      const first = sent[index];
      if (!first) throw new Error(`nothing was sent for ${action.kind}`);
      if (action.kind === "photo") {
        const replay = await phone.request.post(first.path, {
          multipart: {
            photo: { name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from(action.photo ?? "", "base64") },
            section: action.section ?? "",
            stage: action.stage ?? "",
            madeAt: action.madeAt,
            idempotencyKey: action.key,
          },
        });
        expect(replay.status(), `${action.stage} photo`).toBe(201);
        const answer = (await replay.json()) as PhotoAnswer;
        expect(answer.photoCount).toBe(2);
        expect(photoIds(answer)).toEqual(photoIds(lastPhotoAnswer));
      } else {
        const replay = await phone.request.fetch(first.path, { method: first.method, data: first.body });
        expect(replay.status(), first.path).toBe(200);
        expect(await replay.json(), first.path).toEqual(await first.answer);
      }
    }
    expect(await state()).toEqual(before);
  });
});
