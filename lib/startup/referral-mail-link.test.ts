/**
 * The visit-completion email carries the customer's personal referral link (docs/product.md,
 * "Referrals and account credit"), wired as lib/startup/job-handlers.ts wires it, in the
 * order's language; staff who booked for themselves get no link.
 */
import { eq, sql } from "drizzle-orm";
import { createBookingJobHandlers } from "@/lib/booking/jobs";
import { confirmOrder, markOrderCompleted } from "@/lib/booking/orders/status-actions";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, makeCustomer, NOW, nyTime, submission } from "@/lib/booking/test-support";
import { getConfig } from "@/lib/platform/config";
import { claimDueJobs, completeJob } from "@/lib/platform/jobs/queue";
import { createLogger } from "@/lib/platform/log/logger";
import type { MailContent } from "@/lib/platform/mail";
import { jobs, settings } from "@/lib/platform/db/schema";
import { referralCodeFor } from "@/lib/referrals/codes";
import { referralInvitationFor } from "@/lib/referrals/mail-link";
import { testDrivers } from "./testing/database";
import { useTestDatabase } from "./testing/use-test-database";

jest.setTimeout(60_000);

const logger = createLogger(undefined, "silent");

describe.each(testDrivers())("the referral link in the completion email on %s", (driver) => {
  const database = useTestDatabase(driver);
  let sent: MailContent[];
  const handlers = createBookingJobHandlers({
    send: async (_to, content) => void sent.push(content),
    now: () => NOW,
    tipInvitation: async () => null,
    referralInvitation: (db, customerId) => referralInvitationFor(db, customerId),
  });

  beforeEach(async () => {
    sent = [];
    await database.db.delete(jobs).where(sql`true`);
  });

  /** Books a visit for the account in the language, completes it and answers the poll email. */
  async function completionMail(role: "Customer" | "Admin", locale: "en" | "es", hour: number) {
    const customer = await makeCustomer(database.db, { role });
    const admin = await makeCustomer(database.db, { role: "Admin" });
    const booked = await submitBooking(database.db, customer, submission(nyTime("2026-03-13", hour), { locale }), key(), { now: NOW });
    if (!booked.ok) throw new Error(booked.message);
    await confirmOrder(database.db, booked.order.id, admin, { now: NOW });
    const done = await markOrderCompleted(database.db, booked.order.id, admin, { now: NOW });
    if (!done.ok) throw new Error(done.message);
    for (const job of await claimDueJobs(database.db, { limit: 50, lockMs: 60_000, now: NOW })) {
      if (job.kind !== "booking:poll") continue;
      await handlers["booking:poll"]?.(job.payload, { db: database.db, logger, job });
      await completeJob(database.db, job.id);
    }
    const mail = sent.find((content) => content.rating);
    if (!mail) throw new Error("no poll email");
    return { mail, customer };
  }

  it("gives an English order the customer's absolute /r/{code} link, making the code on first ask", async () => {
    const { mail, customer } = await completionMail("Customer", "en", 9);
    const link = `${getConfig().PUBLIC_URL}/r/${await referralCodeFor(database.db, customer.id)}`;
    expect(link).toMatch(/^https?:\/\/[^/]+\/r\/[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(mail.links).toEqual([{ label: "Share your referral link", url: link }]);
    expect(mail.paragraphs.join("\n")).toContain(`Send them your personal link, ${link}: they get $25 off their first cleaning`);
  });

  it("writes it in Spanish for a Spanish order, with the welcome the settings give", async () => {
    await database.db.update(settings).set({ referralWelcomeCents: 3000 }).where(eq(settings.id, 1));
    const { mail, customer } = await completionMail("Customer", "es", 13);
    const link = `${getConfig().PUBLIC_URL}/r/${await referralCodeFor(database.db, customer.id)}`;
    expect(mail.links).toEqual([{ label: "Comparte tu enlace de referido", url: link }]);
    expect(mail.paragraphs.join("\n")).toContain(`Mándale tu enlace personal, ${link}: recibe $30 de descuento`);
    await database.db.update(settings).set({ referralWelcomeCents: 2500 }).where(eq(settings.id, 1));
  });

  it("gives staff who booked for themselves no link", async () => {
    const { mail } = await completionMail("Admin", "en", 15);
    expect(mail.links).toBeUndefined();
    expect(mail.paragraphs.join("\n")).not.toContain("/r/");
  });
});
