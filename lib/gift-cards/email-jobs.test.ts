import { eq } from "drizzle-orm";
import { jobs } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { getLogger } from "@/lib/platform/log/logger";
import { claimDueJobs } from "@/lib/platform/jobs/queue";
import { startJobWorker } from "@/lib/platform/jobs/worker";
import { addDays, formatIsoDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf } from "@/lib/kernel/time/new-york";
import { voidGiftCard } from "./admin";
import { createGiftCardJobHandlers } from "./email-jobs";
import { GIFT_CARD_JOBS } from "./schedule";
import { cardRow, createBuyer, purchaseInput, recordingMailer, useTestGiftCardKey } from "./test-support";
import { createIssuedCard } from "@/lib/payments/testing/gift-card-purchases";

describe.each(testDrivers())("gift-card emails on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  beforeAll(async () => {
    useTestGiftCardKey();
  });

  async function jobsOf(cardId: string) {
    return database.db.select().from(jobs).where(eq(jobs.payload, { giftCardId: cardId }));
  }

  async function runHandler(kind: string, cardId: string, send: ReturnType<typeof recordingMailer>["send"]) {
    const handler = createGiftCardJobHandlers(send)[kind];
    if (!handler) throw new Error(`no handler ${kind}`);
    await handler({ giftCardId: cardId }, { db: database.db, logger: getLogger(), job: { id: 0, kind, payload: { giftCardId: cardId }, attempts: 1 } });
  }

  it("sends the receipt and a card for today at once, each once, through the durable queue", async () => {
    const buyer = await createBuyer(database.db, { firstName: "Rosa", lastName: "Diaz" });
    const { cardId, code } = await createIssuedCard(database.db, buyer, purchaseInput({ recipientName: "Maya", recipientEmail: "Maya.Chen@Example.com", message: "For the new place" }));
    const mailer = recordingMailer();
    const worker = startJobWorker({ db: database.db, handlers: createGiftCardJobHandlers(mailer.send), logger: getLogger(), intervalMs: 60_000 });
    try {
      // Other tests' jobs may be due too; run until this card's two are done.
      while ((await worker.runOnce()) > 0);
    } finally {
      await worker.stop();
    }
    const mine = mailer.sent.filter((mail) => mail.to === buyer.email || mail.to === "Maya.Chen@Example.com");
    expect(mine.map((mail) => mail.to).sort()).toEqual(["Maya.Chen@Example.com", buyer.email].sort());
    const receipt = mine.find((mail) => mail.to === buyer.email);
    expect(receipt?.content.subject).toBe("Your receipt: $100 Borough Bright gift card");
    expect(receipt?.content.paragraphs.join(" ")).toContain("in test mode, no card was charged");
    expect(receipt?.content.paragraphs.join(" ")).not.toContain(code);
    const card = mine.find((mail) => mail.to !== buyer.email);
    expect(card?.content.subject).toBe("Rosa Diaz sent you a $100 Borough Bright gift card");
    // The gift is drawn as a card: the amount, who it is from, their words and the code.
    expect(card?.content.gift).toEqual({ amount: "$100", from: "Rosa Diaz", to: "Maya", message: "For the new place", code });
    // The buyer's receipt names the gift card by the end of its code, not as a bank card.
    const last4 = (await cardRow(database.db, cardId)).last4;
    expect(receipt?.content.paragraphs.join(" ")).toContain(`Gift card ending ${last4}.`);
    expect(receipt?.content.paragraphs.join(" ")).not.toMatch(/(^|[^t] )Card ending/);

    const row = await cardRow(database.db, cardId);
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect(row.receiptSentAt).toBeInstanceOf(Date);
    expect((await jobsOf(cardId)).map((job) => job.status)).toEqual(["done", "done"]);

    // A handler run again (a retried job) sends nothing more.
    await runHandler(GIFT_CARD_JOBS.delivery, cardId, mailer.send);
    await runHandler(GIFT_CARD_JOBS.receipt, cardId, mailer.send);
    expect(mailer.sent.filter((mail) => mail.to === "Maya.Chen@Example.com")).toHaveLength(1);
    expect(mailer.sent.filter((mail) => mail.to === buyer.email)).toHaveLength(1);
  });

  it("schedules a card for a later day at 9:00 in New York on that day", async () => {
    const buyer = await createBuyer(database.db);
    const later = formatIsoDate(addDays(newYorkDateOf(new Date()), 30));
    const { cardId } = await createIssuedCard(database.db, buyer, purchaseInput({ deliverOn: later }));
    const delivery = (await jobsOf(cardId)).find((job) => job.kind === GIFT_CARD_JOBS.delivery);
    expect(delivery?.dedupeKey).toBe(`gift-card-delivery:${cardId}`);
    const runAt = delivery?.runAt ?? new Date(0);
    expect(new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", dateStyle: "short" }).format(runAt)).toBe(later);
    expect(new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit" }).format(runAt)).toBe("9:00 AM");
    // Not due now: a worker round today does not take it.
    const claimed = await claimDueJobs(database.db, { limit: 100, lockMs: 60_000 });
    expect(claimed.filter((job) => job.payload.giftCardId === cardId).map((job) => job.kind)).toEqual([GIFT_CARD_JOBS.receipt]);
  });

  it("does not deliver a card voided before its day", async () => {
    const buyer = await createBuyer(database.db);
    const admin = await createBuyer(database.db, { role: "SuperAdmin" });
    const later = formatIsoDate(addDays(newYorkDateOf(new Date()), 3));
    const { cardId } = await createIssuedCard(database.db, buyer, purchaseInput({ deliverOn: later }));
    expect((await voidGiftCard(database.db, admin, cardId, "Bought by mistake")).ok).toBe(true);
    expect((await jobsOf(cardId)).map((job) => job.kind)).not.toContain(GIFT_CARD_JOBS.delivery);
    const mailer = recordingMailer();
    await runHandler(GIFT_CARD_JOBS.delivery, cardId, mailer.send);
    expect(mailer.sent).toEqual([]);
  });
});
