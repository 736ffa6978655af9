import { smsMessages } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { countTextMessages } from "./message-counts";
import { storeInboundText } from "./test-support";

const at = new Date("2026-05-12T15:00:00.000Z");

describe.each(testDrivers())("countTextMessages on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false, each: true });

  const ours = (type: "reminder" | "on-my-way" | "keyword-reply", status: "queued" | "sent" | "delivered" | "undelivered" | "failed", handedOver: boolean) =>
    database.db.insert(smsMessages).values({ direction: "out", phone: "+19175550123", type, body: "x", segments: 1, status, provider: "twilio", createdAt: at, sentAt: handedOver ? at : null });

  it("answers zero for every type and kind when nothing was sent or received", async () => {
    const counts = await countTextMessages(database.db);
    expect(Object.values(counts.sent).every((count) => count === 0)).toBe(true);
    expect(counts.sent).toHaveProperty("booking-confirmed", 0);
    expect(counts.sent).not.toHaveProperty("inbound");
    expect(counts.inbound).toEqual({ stop: 0, start: 0, help: 0, confirm: 0, reschedule: 0, message: 0 });
  });

  it("counts what was handed over, delivered and never delivered by type, and what came in by kind", async () => {
    await ours("reminder", "delivered", true);
    await ours("reminder", "delivered", true);
    await ours("reminder", "sent", true);
    await ours("reminder", "undelivered", true);
    // Dropped at sending (a STOP, a cap): failed, never handed over.
    await ours("reminder", "failed", false);
    await ours("reminder", "queued", false);
    await ours("on-my-way", "failed", true);
    await ours("keyword-reply", "delivered", true);
    for (const body of ["STOP", "stop", "HELP", "C", "R", "r", "See you at 9", "START"]) await storeInboundText(database.db, "+19175550123", body, at);

    const counts = await countTextMessages(database.db);
    expect([counts.sent.reminder, counts.delivered.reminder, counts.failed.reminder]).toEqual([4, 2, 2]);
    expect([counts.sent["on-my-way"], counts.delivered["on-my-way"], counts.failed["on-my-way"]]).toEqual([1, 0, 1]);
    expect([counts.sent["keyword-reply"], counts.delivered["keyword-reply"], counts.failed["keyword-reply"]]).toEqual([1, 1, 0]);
    expect(counts.sent["booking-confirmed"]).toBe(0);
    expect(counts.inbound).toEqual({ stop: 2, start: 1, help: 1, confirm: 1, reschedule: 2, message: 1 });
  });
});
