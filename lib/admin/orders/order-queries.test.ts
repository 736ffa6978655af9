import { bookOrder, makeAccount, nyTime } from "../test-support";
import { daySchedule } from "../schedule/day-schedule";
import { listAssignableCleaners } from "./cleaners";
import { listAdminOrders } from "./list-orders";
import { getAdminOrder } from "./order-detail";
import { addOrderNote, assignCleanerAsStaff, cancelOrderByStaff } from "./order-actions";
import { orderNumberOf } from "@/lib/booking/order-number";
import { adminOrderQuerySchema } from "./order-query";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { recordOrderEvent } from "@/lib/booking/orders/order-timeline";

const query = (input: Record<string, string> = {}) => adminOrderQuerySchema.parse(input);

describe("order list filters", () => {
  it("reads order numbers in the ways people type them", () => {
    expect(orderNumberOf("C-10042")).toBe(10042);
    expect(orderNumberOf("c10042")).toBe(10042);
    expect(orderNumberOf(" 10042 ")).toBe(10042);
    expect(orderNumberOf("Ana")).toBeNull();
  });

  it("refuses a reversed date range and unknown values with messages", () => {
    expect(adminOrderQuerySchema.safeParse({ from: "2026-03-10", to: "2026-03-09" }).success).toBe(false);
    expect(adminOrderQuerySchema.safeParse({ status: "lost" }).success).toBe(false);
    expect(adminOrderQuerySchema.safeParse({ cleaner: "someone" }).success).toBe(false);
    expect(adminOrderQuerySchema.parse({ status: "", page: "" })).toMatchObject({ page: 1, pageSize: 25, sort: "start-desc" });
  });
});

describe.each(testDrivers())("order queries on %s", (driver) => {
  const database = useTestDatabase(driver);
  const { db } = database;
  let ids: { brooklyn: string; queens: string; deep: string; cancelled: string };
  let cleanerId: string;
  let customerId: string;

  beforeAll(async () => {
    const customer = await makeAccount(db, "Customer", { firstName: "Ana", lastName: "Ruiz", email: "ana.ruiz@example.test" });
    customerId = customer.id;
    const other = await makeAccount(db, "Customer", { firstName: "Ben", lastName: "Ito" });
    const cleaner = await makeAccount(db, "Cleaner", { firstName: "Dorota", lastName: "Nowak" });
    cleanerId = cleaner.id;
    const moderator = await makeAccount(db, "Moderator");
    const queensAddress = { street: "31-10 Ditmars Blvd", unit: null, city: "Astoria", zip: "11105", accessNotes: "Buzz 4B" };
    ids = {
      brooklyn: await bookOrder(db, customer.id, nyTime("2026-03-10", 9)),
      queens: await bookOrder(db, other.id, nyTime("2026-03-10", 11), { address: queensAddress }),
      deep: await bookOrder(db, customer.id, nyTime("2026-03-11", 10), { request: { service: "deep-cleaning", bedrooms: 1, bathrooms: 1, extras: [{ id: "inside-oven" }, { id: "interior-windows", quantity: 6 }] } }),
      cancelled: await bookOrder(db, other.id, nyTime("2026-03-12", 9)),
    };
    await assignCleanerAsStaff(db, moderator, ids.brooklyn, { cleanerId });
    await cancelOrderByStaff(db, moderator, ids.cancelled, { reason: "Customer moved" }, nyTime("2026-03-05", 9));
    await addOrderNote(db, moderator, ids.deep, { note: "Bring the HEPA vacuum" });
    // The note a recurring series leaves when it skips a holiday: the company's, not a staff member's.
    await db.transaction((tx) => recordOrderEvent(tx, { orderId: ids.deep, type: "note", actorId: null, note: "Thanksgiving is skipped: we are closed that day.", at: nyTime("2026-03-02", 10) }));
  });

  const listed = async (input: Record<string, string>) => (await listAdminOrders(db, query(input))).items.map((item) => item.id);

  it("filters by status, day, borough, service, cleaner and search, newest visit first", async () => {
    expect(await listed({})).toEqual([ids.cancelled, ids.deep, ids.queens, ids.brooklyn]);
    expect(await listed({ status: "cancelled" })).toEqual([ids.cancelled]);
    expect(await listed({ from: "2026-03-10", to: "2026-03-10", sort: "start-asc" })).toEqual([ids.brooklyn, ids.queens]);
    expect(await listed({ borough: "Queens" })).toEqual([ids.queens]);
    expect(await listed({ service: "deep-cleaning" })).toEqual([ids.deep]);
    expect(await listed({ cleaner: cleanerId })).toEqual([ids.brooklyn]);
    expect(await listed({ cleaner: "unassigned", status: "pending" })).toEqual([ids.deep, ids.queens]);
    expect(await listed({ q: "ana.ruiz" })).toEqual([ids.deep, ids.brooklyn]);
  });

  it("pages with a total, and finds an order by its number", async () => {
    const first = await listAdminOrders(db, query({ pageSize: "3" }));
    const second = await listAdminOrders(db, query({ pageSize: "3", page: "2" }));
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([ids.cancelled, ids.deep, ids.queens, ids.brooklyn]);
    const number = first.items[0]?.number ?? "";
    expect(await listed({ q: number })).toEqual([ids.cancelled]);
    expect(second.items[0]).toMatchObject({ customerName: "Ana Ruiz", cleaner: { id: cleanerId, name: "Dorota Nowak" }, statusLabel: "Cleaner assigned", borough: "Brooklyn" });
  });

  it("gives staff the whole order: people, extras, fee rule and a timeline with names", async () => {
    const detail = await getAdminOrder(db, ids.deep, nyTime("2026-03-11", 6));
    expect(detail).toMatchObject({
      serviceName: "Deep cleaning",
      home: "1 bedroom, 1 bathroom",
      extras: [
        { id: "inside-oven", name: "Inside the oven", quantity: 1 },
        { id: "interior-windows", name: "Interior windows", quantity: 6 },
      ],
      customer: { id: customerId, name: "Ana Ruiz", email: "ana.ruiz@example.test" },
      cleaner: null,
      insideLateWindow: true,
      currentLateFeeCents: 5_000,
      poll: null,
    });
    expect(detail?.timeline.map((entry) => [entry.type, entry.label, entry.note])).toEqual([
      ["created", "Booking received", null],
      ["note", "Note from Borough Bright", "Thanksgiving is skipped: we are closed that day."],
      ["note", "Staff note", "Bring the HEPA vacuum"],
    ]);
    expect(detail?.timeline[0]?.actor).toMatchObject({ id: customerId, name: "Ana Ruiz", role: "Customer" });
    expect((await getAdminOrder(db, ids.deep, nyTime("2026-03-09", 6)))?.insideLateWindow).toBe(false);
    expect(await getAdminOrder(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    // An address typed by hand (an order number, a stray word) is "not found" too, never an error.
    expect(await getAdminOrder(db, "C-10042")).toBeNull();
  });

  it("shows staff what a cancelled order really owes, as the customer sees it: not the booked price", async () => {
    const detail = await getAdminOrder(db, ids.cancelled, nyTime("2026-03-06", 9));
    expect(detail?.totalCents).toBeGreaterThan(0);
    expect(detail).toMatchObject({ status: "cancelled", amountDueCents: 0, lateCancellationFeeCents: 0, offerReturned: false });
  });

  it("lays out a day by cleaner with the free cleaners per hour", async () => {
    const schedule = await daySchedule(db, "2026-03-10");
    expect(schedule?.jobCount).toBe(2);
    const unassigned = schedule?.lanes.find((lane) => lane.cleaner === null);
    const dorota = schedule?.lanes.find((lane) => lane.cleaner?.id === cleanerId);
    expect(unassigned?.jobs.map((job) => job.id)).toEqual([ids.queens]);
    expect(dorota?.jobs.map((job) => job.id)).toEqual([ids.brooklyn]);
    // The crew of four works all day. Dorota is not on the schedule, so her 9–12 visit takes none
    // of them; the unassigned Queens visit (11–14) needs one, with an hour's travel either side.
    expect(schedule?.hours.find((hour) => hour.hour === 11)).toMatchObject({ onShift: 4, remaining: 3 });
    expect(schedule?.hours.find((hour) => hour.hour === 10)).toMatchObject({ onShift: 4, remaining: 3 });
    expect(schedule?.hours.find((hour) => hour.hour === 8)).toMatchObject({ onShift: 4, remaining: 4 });
    expect(await daySchedule(db, "2026-02-30")).toBeNull();
  });

  it("lists who can take a job and who is busy then", async () => {
    const [order] = (await listAdminOrders(db, query({ q: "", from: "2026-03-10", to: "2026-03-10", borough: "Queens" }))).items;
    const people = await listAssignableCleaners(db, { id: order?.id ?? "", startsAt: new Date(order?.startsAt ?? 0), endsAt: new Date(order?.endsAt ?? 0) });
    expect(people.find((person) => person.id === cleanerId)).toMatchObject({ name: "Dorota Nowak", role: "Cleaner", busy: true });
    expect(people[0]?.role).toBe("Cleaner");
    expect(people.some((person) => person.role === "Customer")).toBe(false);
  });
});
