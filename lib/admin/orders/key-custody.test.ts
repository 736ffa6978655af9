/**
 * Issue #29: the customer's keys, office → cleaner → returned, each step from the holder the
 * staff page showed; a step from a holder that is no longer current is refused (409) and writes
 * nothing (docs/product.md, "Access details and keys").
 */
import { eq } from "drizzle-orm";
import { auditQuerySchema, listAudit } from "@/lib/platform/audit/audit-log";
import { keyCustodyEvents } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { bookOrder, makeAccount, NOW, nextVisitStart } from "../test-support";
import { keyCustodyOfOrder, keyCustodyStepSchema, recordKeyCustodyStep } from "./key-custody";

const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

describe.each(testDrivers())("the key-custody log on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  async function setUp() {
    const moderator = await makeAccount(db, "Moderator");
    const cleaner = await makeAccount(db, "Cleaner");
    const customer = await makeAccount(db, "Customer");
    const orderId = await bookOrder(db, customer.id, nextVisitStart());
    const step = (body: unknown, minutes: number, actor = moderator) => recordKeyCustodyStep(db, actor, orderId, keyCustodyStepSchema.parse(body), { now: at(minutes) });
    const rows = () => db.select().from(keyCustodyEvents).where(eq(keyCustodyEvents.customerId, customer.id));
    return { moderator, cleaner, customer, orderId, step, rows };
  }

  it("follows the keys from the customer to the office, a cleaner, the office and back, with who and when", async () => {
    const { moderator, cleaner, orderId, step } = await setUp();
    expect(await keyCustodyOfOrder(db, orderId)).toEqual({ holder: { id: "customer", label: "The customer" }, entries: [] });
    expect(await step({ step: "office_received", expectedHolder: "customer", note: "Two keys on a red ring" }, 0)).toMatchObject({ ok: true, data: { holder: { id: "office" } } });
    const handed = await step({ step: "handed_to_cleaner", expectedHolder: "office", cleanerId: cleaner.id }, 10);
    const cleanerName = `${cleaner.firstName} ${cleaner.lastName}`;
    expect(handed).toMatchObject({ ok: true, data: { holder: { id: `cleaner:${cleaner.id}`, label: cleanerName } } });
    expect(await step({ step: "returned_to_office", expectedHolder: `cleaner:${cleaner.id}` }, 20)).toMatchObject({ ok: true, data: { holder: { id: "office" } } });
    expect(await step({ step: "returned_to_customer", expectedHolder: "office" }, 30)).toMatchObject({ ok: true, data: { holder: { id: "customer" } } });

    const log = await keyCustodyOfOrder(db, orderId);
    expect(log?.entries.map((entry) => [entry.label, entry.at, entry.actorName, entry.note])).toEqual([
      ["Office received the keys", at(0).toISOString(), `${moderator.firstName} ${moderator.lastName}`, "Two keys on a red ring"],
      [`Handed to ${cleanerName}`, at(10).toISOString(), `${moderator.firstName} ${moderator.lastName}`, null],
      ["Back at the office", at(20).toISOString(), `${moderator.firstName} ${moderator.lastName}`, null],
      ["Returned to the customer", at(30).toISOString(), `${moderator.firstName} ${moderator.lastName}`, null],
    ]);
    expect(log?.entries.every((entry) => entry.orderNumber?.startsWith("C-"))).toBe(true);
    const audited = (await listAudit(db, auditQuerySchema.parse({ subjectType: "order", subjectId: orderId }))).items.map((entry) => entry.action);
    expect(audited.sort()).toEqual(["order.keys.handed_to_cleaner", "order.keys.office_received", "order.keys.returned_to_customer", "order.keys.returned_to_office"]);
  });

  it("refuses a hand-over from a holder that is no longer the current one, and one out of order, writing nothing", async () => {
    const { cleaner, step, rows } = await setUp();
    const other = await makeAccount(db, "Cleaner");
    await step({ step: "office_received", expectedHolder: "customer" }, 0);
    await step({ step: "handed_to_cleaner", expectedHolder: "office", cleanerId: cleaner.id }, 1);
    // A second screen still showed the office: its hand-over to another cleaner is stale.
    expect(await step({ step: "handed_to_cleaner", expectedHolder: "office", cleanerId: other.id }, 2)).toMatchObject({ ok: false, kind: "conflict", code: "stale-key-holder" });
    // From the cleaner straight to another cleaner is not a step: back to the office first.
    expect(await step({ step: "handed_to_cleaner", expectedHolder: `cleaner:${cleaner.id}`, cleanerId: other.id }, 3)).toMatchObject({ ok: false, kind: "conflict", code: "key-step-out-of-order" });
    expect(await step({ step: "office_received", expectedHolder: `cleaner:${cleaner.id}` }, 4)).toMatchObject({ ok: false, kind: "conflict", code: "key-step-out-of-order" });
    expect(await rows()).toHaveLength(2);
  });

  it("hands keys only to an active cleaner, and staff never act on their own order", async () => {
    const { customer, moderator, orderId, step, rows } = await setUp();
    await step({ step: "office_received", expectedHolder: "customer" }, 0);
    expect(await step({ step: "handed_to_cleaner", expectedHolder: "office", cleanerId: customer.id }, 1)).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { cleanerId: "Choose an active cleaner." } });
    const blocked = await makeAccount(db, "Cleaner", { status: "blocked", blockedReason: "Keys went missing", blockedAt: NOW });
    expect(await step({ step: "handed_to_cleaner", expectedHolder: "office", cleanerId: blocked.id }, 1)).toMatchObject({ ok: false, kind: "invalid" });
    const own = await bookOrder(db, moderator.id, nextVisitStart());
    expect(await recordKeyCustodyStep(db, moderator, own, keyCustodyStepSchema.parse({ step: "office_received", expectedHolder: "customer" }), { now: NOW })).toMatchObject({ ok: false, kind: "forbidden" });
    expect(await recordKeyCustodyStep(db, moderator, "00000000-0000-4000-8000-000000000000", keyCustodyStepSchema.parse({ step: "office_received", expectedHolder: "customer" }), { now: NOW })).toMatchObject({ ok: false, kind: "not-found" });
    expect(orderId).toBeTruthy();
    expect(await rows()).toHaveLength(1);
  });

  it("parses the step strictly, with a message for each bad field", () => {
    expect(keyCustodyStepSchema.safeParse({ step: "lost", expectedHolder: "office" }).success).toBe(false);
    expect(keyCustodyStepSchema.safeParse({ step: "handed_to_cleaner", expectedHolder: "office" }).success).toBe(false);
    expect(keyCustodyStepSchema.safeParse({ step: "office_received", expectedHolder: "the mailbox" }).success).toBe(false);
    expect(keyCustodyStepSchema.safeParse({ step: "office_received", expectedHolder: "customer", extra: 1 }).success).toBe(false);
    expect(keyCustodyStepSchema.safeParse({ step: "office_received", expectedHolder: "customer", note: "x".repeat(201) }).success).toBe(false);
  });
});
