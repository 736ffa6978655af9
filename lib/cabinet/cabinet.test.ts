import { eq } from "drizzle-orm";
import { getCustomerOrder } from "@/lib/booking/orders/queries";
import { jobs, orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { assignCleanerAsStaff } from "@/lib/admin/orders/order-actions";
import { getAdminOrder } from "@/lib/admin/orders/order-detail";
import { bookOrder, makeAccount, NOW, nyTime } from "@/lib/admin/test-support";
import { cabinetCheckOut } from "./check-out";
import { cabinetCheckIn, cabinetOnTheWay } from "./job-actions";
import { getCabinetJob, listCabinetJobs } from "./jobs";

describe.each(testDrivers())("the cleaner cabinet on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  async function setUp() {
    const admin = await makeAccount(db, "Admin");
    const cleaner = await makeAccount(db, "Cleaner");
    const other = await makeAccount(db, "Cleaner");
    const customer = await makeAccount(db, "Customer", { firstName: "Jordan", lastName: "Lee" });
    const assign = async (start: Date, to: string, overrides = {}) => {
      const id = await bookOrder(db, customer.id, start, overrides);
      // Assigned on the day the visits were booked, before any of them.
      const result = await assignCleanerAsStaff(db, admin, id, { cleanerId: to }, NOW);
      if (!result.ok) throw new Error(result.message);
      return id;
    };
    return { admin, cleaner, other, customer, assign };
  }

  it("lists only the user's own jobs: today, upcoming and past", async () => {
    const { cleaner, other, assign } = await setUp();
    const past = await assign(nyTime("2026-03-09", 9), cleaner.id);
    const today = await assign(nyTime("2026-03-10", 13), cleaner.id);
    const soon = await assign(nyTime("2026-03-12", 9), cleaner.id);
    await assign(nyTime("2026-03-10", 9), other.id);
    const jobs = await listCabinetJobs(db, cleaner.id, nyTime("2026-03-10", 7));
    expect(jobs.today.map((job) => job.id)).toEqual([today]);
    expect(jobs.upcoming.map((job) => job.id)).toEqual([soon]);
    expect(jobs.past.map((job) => job.id)).toEqual([past]);
    expect(jobs.today[0]).toMatchObject({ customerFirstName: "Jordan", home: "2 bedrooms, 1 bathroom", serviceName: "Regular cleaning", status: "assigned" });
  });

  it("shows a custom cleaning's task list to its cleaner and to staff", async () => {
    const { cleaner, assign } = await setUp();
    const tasks = "Inside the kitchen cabinets\nWipe down the balcony door";
    const id = await assign(nyTime("2026-03-16", 10), cleaner.id, { request: { service: "custom-cleaning", hours: 3, cleaners: 1, tasks } });
    expect((await getCabinetJob(db, cleaner.id, id))?.tasks).toBe(tasks);
    expect((await getAdminOrder(db, id))?.tasks).toBe(tasks);
    const regular = await assign(nyTime("2026-03-16", 14), cleaner.id);
    expect((await getCabinetJob(db, cleaner.id, regular))?.tasks).toBeNull();
  });

  it("shows a job's details and checklist to its cleaner, and nothing to anyone else", async () => {
    const { cleaner, other, admin, assign } = await setUp();
    const id = await assign(nyTime("2026-03-13", 10), cleaner.id, {
      request: { service: "deep-cleaning", bedrooms: 2, bathrooms: 1, extras: [{ id: "inside-fridge" }] },
      address: { street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: "Key with the super, apt 1A" },
      contact: { name: "Jordan Lee", phone: "(917) 555-0105", email: "jordan@example.test" },
    });
    const job = await getCabinetJob(db, cleaner.id, id);
    expect(job).toMatchObject({
      serviceName: "Deep cleaning",
      address: "245 Bedford Ave, 3R, Brooklyn 11211",
      mapsUrl: "https://www.google.com/maps/search/?api=1&query=245%20Bedford%20Ave%2C%20Brooklyn%2C%20NY%2011211",
      accessNotes: "Key with the super, apt 1A",
      customerFirstName: "Jordan",
      customerPhone: "(917) 555-0105",
      extras: [{ id: "inside-fridge", name: "Inside the fridge", quantity: 1 }],
    });
    expect(job?.checklist.map((section) => section.title)).toContain("Extras booked");
    expect(await getCabinetJob(db, other.id, id)).toBeNull();
    // Staff see only jobs assigned to themselves in the cabinet, too.
    expect(await getCabinetJob(db, admin.id, id)).toBeNull();
    expect(await getCabinetJob(db, cleaner.id, "not-an-id")).toBeNull();
  });

  it("checks in and out, on the customer's timeline, and refuses someone else's job as not found", async () => {
    const { cleaner, other, customer, admin, assign } = await setUp();
    const id = await assign(nyTime("2026-03-14", 9), cleaner.id);
    const atTheDoor = { now: new Date(nyTime("2026-03-14", 9).getTime() - 10 * 60_000) };
    const leaving = { now: nyTime("2026-03-14", 12) };
    expect(await cabinetCheckIn(db, other, id, atTheDoor)).toMatchObject({ ok: false, kind: "not-found" });
    expect(await cabinetCheckIn(db, admin, id, atTheDoor)).toMatchObject({ ok: false, kind: "not-found" });
    expect(await cabinetCheckOut(db, cleaner, id, {}, atTheDoor)).toMatchObject({ ok: false, kind: "conflict" });
    expect(await cabinetCheckIn(db, cleaner, id, atTheDoor)).toEqual({ ok: true, data: { orderId: id, status: "in_progress" } });
    expect(await cabinetCheckIn(db, cleaner, id, atTheDoor)).toMatchObject({ ok: false, kind: "conflict" });
    expect(await cabinetCheckOut(db, cleaner, id, { note: "x".repeat(1001) }, leaving)).toMatchObject({ ok: false, kind: "invalid" });
    // Nothing on the checklist was ticked, so the office is told why (check-out.test.ts holds the rules).
    expect(await cabinetCheckOut(db, cleaner, id, { note: "Left the spare key with the doorman", reason: "Worked from the customer's own list." }, leaving)).toEqual({
      ok: true,
      data: { orderId: id, status: "completed", heldForReview: false },
    });
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe("completed");
    const timeline = (await getCustomerOrder(db, customer.id, id))?.timeline ?? [];
    expect(timeline.map((entry) => [entry.type, entry.note])).toEqual([
      ["created", null],
      ["assigned", null],
      ["checked_in", null],
      ["completed", "Left the spare key with the doorman"],
    ]);
    const job = await getCabinetJob(db, cleaner.id, id);
    expect(job).toMatchObject({ status: "completed", checkedInAt: expect.any(String), completedAt: expect.any(String), checkOutNote: "Left the spare key with the doorman" });
  });

  it("lets staff work a job assigned to themselves", async () => {
    const { admin, assign } = await setUp();
    const moderator = await makeAccount(db, "Moderator");
    const id = await assign(nyTime("2026-03-15", 9), moderator.id);
    const onTime = { now: nyTime("2026-03-15", 9) };
    expect(await cabinetCheckIn(db, admin, id, onTime)).toMatchObject({ ok: false, kind: "not-found" });
    expect(await cabinetCheckIn(db, moderator, id, onTime)).toMatchObject({ ok: true, data: { status: "in_progress" } });
  });

  it("says On my way with an estimate: on the customer's page, one email, and only for the assigned cleaner's visit not yet started", async () => {
    const { cleaner, other, customer, assign } = await setUp();
    const id = await assign(nyTime("2026-03-17", 10), cleaner.id);
    const mailKeys = async () => (await db.select({ key: jobs.dedupeKey }).from(jobs)).map((job) => job.key).filter((key) => key?.startsWith(`order-mail:on-the-way:${id}`));

    expect(await cabinetOnTheWay(db, cleaner, id, { etaMinutes: 20 }, { now: nyTime("2026-03-17", 7) })).toMatchObject({ ok: false, kind: "conflict", message: expect.stringMatching(/^"On my way" opens at 8:00 AM/) });
    expect(await cabinetOnTheWay(db, cleaner, id, { etaMinutes: 5 }, { now: nyTime("2026-03-17", 9) })).toMatchObject({ ok: false, kind: "invalid" });
    expect(await cabinetOnTheWay(db, cleaner, id, { etaMinutes: 91 }, { now: nyTime("2026-03-17", 9) })).toMatchObject({ ok: false, kind: "invalid" });
    expect(await cabinetOnTheWay(db, other, id, { etaMinutes: 20 }, { now: nyTime("2026-03-17", 9) })).toMatchObject({ ok: false, kind: "not-found" });
    expect(await mailKeys()).toEqual([]);

    expect(await cabinetOnTheWay(db, cleaner, id, { etaMinutes: 20 }, { now: nyTime("2026-03-17", 9) })).toEqual({ ok: true, data: { orderId: id, status: "assigned" } });
    // A revised estimate updates the order and the timeline, without a second email.
    expect(await cabinetOnTheWay(db, cleaner, id, { etaMinutes: 35 }, { now: nyTime("2026-03-17", 9) })).toMatchObject({ ok: true });
    expect(await mailKeys()).toEqual([`order-mail:on-the-way:${id}`]);
    const [row] = await db.select({ at: orders.onTheWayAt, eta: orders.onTheWayEtaMinutes }).from(orders).where(eq(orders.id, id));
    expect(row).toEqual({ at: nyTime("2026-03-17", 9), eta: 35 });
    const seen = await getCustomerOrder(db, customer.id, id);
    expect(seen?.timeline.filter((entry) => entry.type === "on_the_way").map((entry) => entry.label)).toEqual(["Cleaner on the way", "Cleaner on the way"]);
    // The cleaner's own job page shows the estimate the customer was given.
    expect(await getCabinetJob(db, cleaner.id, id)).toMatchObject({ onTheWay: { at: nyTime("2026-03-17", 9).toISOString(), etaMinutes: 35 } });

    expect(await cabinetCheckIn(db, cleaner, id, { now: nyTime("2026-03-17", 9) })).toMatchObject({ ok: true });
    expect(await cabinetOnTheWay(db, cleaner, id, { etaMinutes: 20 }, { now: nyTime("2026-03-17", 10) })).toMatchObject({ ok: false, kind: "conflict" });
  });

  it("opens check-in two hours before the start and closes it when the visit window ends", async () => {
    const { cleaner, assign } = await setUp();
    const id = await assign(nyTime("2026-03-16", 10), cleaner.id);
    const statusOf = async () => (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
    const [row] = await db.select({ endsAt: orders.endsAt }).from(orders).where(eq(orders.id, id));
    const endsAt = row?.endsAt ?? new Date(Number.NaN);

    // Days early: refused, nothing changes, and the message says when check-in opens.
    expect(await cabinetCheckIn(db, cleaner, id, { now: nyTime("2026-03-13", 10) })).toEqual({
      ok: false,
      kind: "conflict",
      message: "Check-in opens at 8:00 AM on Mon, Mar 16, two hours before the visit.",
    });
    expect(await cabinetCheckIn(db, cleaner, id, { now: new Date(nyTime("2026-03-16", 8).getTime() - 60_000) })).toMatchObject({ ok: false, kind: "conflict" });
    // After the visit window: too late to start it from the cabinet.
    expect(await cabinetCheckIn(db, cleaner, id, { now: new Date(endsAt.getTime() + 60_000) })).toMatchObject({
      ok: false,
      kind: "conflict",
      message: expect.stringMatching(/^The visit window ended at .+\. Call the office to record this visit\.$/),
    });
    expect(await statusOf()).toBe("assigned");
    // Two hours before the start exactly, it opens.
    expect(await cabinetCheckIn(db, cleaner, id, { now: nyTime("2026-03-16", 8) })).toEqual({ ok: true, data: { orderId: id, status: "in_progress" } });
    expect(await statusOf()).toBe("in_progress");
  });

  it("checks in up to the end of the visit window, and checks out only after a check-in", async () => {
    const { cleaner, assign } = await setUp();
    const id = await assign(nyTime("2026-03-17", 10), cleaner.id);
    const [row] = await db.select({ endsAt: orders.endsAt }).from(orders).where(eq(orders.id, id));
    expect(await cabinetCheckOut(db, cleaner, id, {}, { now: nyTime("2026-03-17", 9) })).toMatchObject({ ok: false, kind: "conflict" });
    expect(await cabinetCheckIn(db, cleaner, id, { now: row?.endsAt })).toMatchObject({ ok: true, data: { status: "in_progress" } });
    expect(await cabinetCheckOut(db, cleaner, id, { reason: "Arrived at the very end: the customer had locked up." }, { now: row?.endsAt })).toMatchObject({ ok: true, data: { status: "completed" } });
  });
});
