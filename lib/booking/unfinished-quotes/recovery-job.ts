import { and, eq, gte, or, sql } from "drizzle-orm";
import { z } from "zod";
import { LOCALES } from "@/lib/kernel/enums/locales";
import { formatUsd } from "@/lib/kernel/money";
import { getConfig } from "@/lib/platform/config";
import { orders, unfinishedQuotes, users } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import type { JobHandlers } from "@/lib/platform/jobs/worker";
import type { MailContent } from "@/lib/platform/mail";
import { hashToken, newLinkToken } from "@/lib/platform/security/tokens";
import { quoteReminderMail } from "./quote-mail";
import { UNFINISHED_QUOTE_JOB_KIND } from "./save-quote";

/**
 * The hour-later quote email (docs/product.md#unfinished-bookings). The quote is claimed and
 * marked sent by one conditional update, and the email goes inside that transaction: a second
 * worker waits on the row and then finds it sent, and a failed send rolls the claim back for the
 * worker's retry. Nothing goes for a quote replaced, unsubscribed or booked, nor when the email
 * booked an order since the quote was saved.
 */

const payloadSchema = z.object({ quoteId: z.uuid() });
const localeOf = z.enum(LOCALES).catch("en");

async function bookedSince(tx: Transaction, email: string, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(and(gte(orders.createdAt, since), or(sql`lower(${orders.contactEmail}) = ${email}`, sql`lower(${users.email}) = ${email}`)))
    .limit(1);
  return row !== undefined;
}

export function unfinishedQuoteJobHandlers(deps: { send: (to: string, content: MailContent) => Promise<unknown>; now: () => Date }): JobHandlers {
  return {
    [UNFINISHED_QUOTE_JOB_KIND]: async (payload, { db }) => {
      const { quoteId } = payloadSchema.parse(payload);
      await db.transaction(async (tx) => {
        const [quote] = await tx.select().from(unfinishedQuotes).where(eq(unfinishedQuotes.id, quoteId)).for("update");
        if (!quote || quote.status !== "pending") return;
        if (await bookedSince(tx, quote.email, quote.createdAt)) {
          await tx.update(unfinishedQuotes).set({ status: "booked" }).where(eq(unfinishedQuotes.id, quoteId));
          return;
        }
        const token = newLinkToken();
        const claimed = await tx
          .update(unfinishedQuotes)
          .set({ status: "sent", sentAt: deps.now(), tokenHash: hashToken(token) })
          .where(and(eq(unfinishedQuotes.id, quoteId), eq(unfinishedQuotes.status, "pending")))
          .returning({ id: unfinishedQuotes.id });
        if (claimed.length === 0) return;
        const config = getConfig();
        const locale = localeOf.parse(quote.locale);
        await deps.send(
          quote.email,
          quoteReminderMail({
            locale,
            serviceName: quote.serviceName,
            total: formatUsd(quote.quoteCents, locale),
            resumeUrl: `${config.PUBLIC_URL}/booking?resume=${token}`,
            unsubscribeUrl: `${config.PUBLIC_URL}/booking/quote-unsubscribe/${token}`,
            phone: config.COMPANY_PHONE,
          }),
        );
      });
    },
  };
}
