import { and, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { multiLineText, singleLineText } from "@/lib/kernel/validation/text";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import { can } from "@/lib/kernel/enums/abilities";
import type { Role } from "@/lib/kernel/enums/roles";
import type { Database } from "@/lib/platform/db";
import { GIFT_CARD_STATUSES, giftCardTransactions, giftCards, payments, users, type GiftCardStatus, type PaymentProviderName, type PaymentStatus } from "@/lib/platform/db/schema";
import { cancelJob } from "@/lib/platform/jobs/queue";
import { failure, type Failure } from "@/lib/kernel/failure";
import { giftCardBasics, type GiftCardBasics } from "./card-basics";
import { isWellFormedCode, maskedCode, normalizeCode } from "./codes";
import { hashCode } from "./crypto";

/** Staff view of gift cards (docs/product.md#gift-cards: Admins and SuperAdmins view and void them). */

export const ADMIN_GIFT_CARDS_MAX_PAGE_SIZE = 100;
export const VOID_REASON_MAX = 500;

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** Query parameters of the staff list, as they arrive (strings) or as values. */
export const adminGiftCardQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(GIFT_CARD_STATUSES, { error: "Choose a status" }).optional()),
  /** A recipient or buyer email or name, the last four characters, or a whole code. */
  q: z.preprocess(blankToUndefined, singleLineText("search").trim().min(1).max(200, { error: "Use at most 200 characters" }).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1, { error: "Pages start at 1." }).max(100_000).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(ADMIN_GIFT_CARDS_MAX_PAGE_SIZE, { error: `Show at most ${ADMIN_GIFT_CARDS_MAX_PAGE_SIZE} per page.` }).default(25),
  ),
});
export type AdminGiftCardQuery = z.output<typeof adminGiftCardQuerySchema>;

export const voidGiftCardSchema = z.object({
  reason: multiLineText("reason", "Say why the card is voided")
    .trim()
    .min(1, { error: "Say why the card is voided" })
    .max(VOID_REASON_MAX, { error: `Use at most ${VOID_REASON_MAX} characters` }),
});

export interface AdminGiftCardDto extends GiftCardBasics {
  /** ••••-••••-••••-WXYZ: staff never see whole codes. */
  maskedCode: string;
  status: GiftCardStatus;
  purchaser: { id: string; name: string; email: string };
  issuedAt: string | null;
  payment: { provider: PaymentProviderName; status: PaymentStatus; paidAt: string | null };
  voidedAt: string | null;
  voidReason: string | null;
  voidedBy: { id: string; name: string } | null;
}

export interface AdminGiftCardPage {
  items: AdminGiftCardDto[];
  total: number;
  page: number;
  pageSize: number;
}

const voider = alias(users, "voider");

function adminSelect(db: Database) {
  return db
    .select({ card: giftCards, payment: payments, purchaser: users, voider: { id: voider.id, firstName: voider.firstName, lastName: voider.lastName } })
    .from(giftCards)
    .innerJoin(users, eq(users.id, giftCards.purchaserId))
    .innerJoin(payments, eq(payments.id, giftCards.paymentId))
    .leftJoin(voider, eq(voider.id, giftCards.voidedBy));
}

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminSelect>["where"]>>[number];

function toAdminDto({ card, payment, purchaser, voider: by }: AdminRow): AdminGiftCardDto {
  return {
    ...giftCardBasics(card),
    maskedCode: maskedCode(card.last4),
    status: card.status,
    purchaser: { id: purchaser.id, name: `${purchaser.firstName} ${purchaser.lastName}`.trim(), email: purchaser.email },
    issuedAt: card.issuedAt?.toISOString() ?? null,
    payment: { provider: payment.provider, status: payment.status, paidAt: payment.paidAt?.toISOString() ?? null },
    voidedAt: card.voidedAt?.toISOString() ?? null,
    voidReason: card.voidReason,
    voidedBy: by ? { id: by.id, name: `${by.firstName} ${by.lastName}`.trim() } : null,
  };
}

function filtersOf(filters: Pick<AdminGiftCardQuery, "status" | "q">): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(giftCards.status, filters.status));
  if (filters.q) {
    const normalized = normalizeCode(filters.q);
    if (isWellFormedCode(normalized)) {
      conditions.push(eq(giftCards.codeHash, hashCode(normalized)));
    } else {
      const like = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const text = or(
        sql`lower(${giftCards.recipientEmail}) like ${like}`,
        sql`lower(${giftCards.recipientName}) like ${like}`,
        sql`lower(${users.email}) like ${like}`,
        sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${like}`,
        eq(giftCards.last4, filters.q.toUpperCase()),
      );
      if (text) conditions.push(text);
    }
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of cards, newest first, with the total for the same filters. For Admins and SuperAdmins. */
export async function listGiftCardsForAdmin(
  db: Database,
  filters: Pick<AdminGiftCardQuery, "status" | "q">,
  page: Pick<AdminGiftCardQuery, "page" | "pageSize">,
): Promise<AdminGiftCardPage> {
  const pageSize = Math.min(Math.max(Math.trunc(page.pageSize), 1), ADMIN_GIFT_CARDS_MAX_PAGE_SIZE);
  const pageNumber = Math.max(Math.trunc(page.page), 1);
  const where = filtersOf(filters);
  const [rows, totals] = await Promise.all([
    adminSelect(db)
      .where(where)
      .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    db.select({ total: count() }).from(giftCards).innerJoin(users, eq(users.id, giftCards.purchaserId)).where(where),
  ]);
  return { items: rows.map(toAdminDto), total: totals[0]?.total ?? 0, page: pageNumber, pageSize };
}

export type VoidResult = { ok: true; card: AdminGiftCardDto } | Failure;

export const VOID_MESSAGES = {
  forbidden: "Only Admins and SuperAdmins can void gift cards.",
  notFound: "That gift card does not exist.",
  notIssued: "This gift card was never paid for, so there is nothing to void.",
  alreadyVoid: "This gift card is already void.",
} as const;

/**
 * Voids an issued card: its balance goes to zero with a "void" ledger row, a pending delivery
 * is called off, and the action is written to the audit log, all in one transaction with the
 * card locked (a booking spending it at the same moment either finishes first or is refused).
 */
export async function voidGiftCard(db: Database, actor: { id: string; role: Role }, id: string, reason: string, now = new Date()): Promise<VoidResult> {
  if (!can(actor.role, "giftCards.manage")) return failure("forbidden", VOID_MESSAGES.forbidden);
  const parsedReason = voidGiftCardSchema.safeParse({ reason });
  if (!parsedReason.success) {
    const message = parsedReason.error.issues[0]?.message ?? "Say why the card is voided";
    return failure("invalid", message, { fieldErrors: { reason: message } });
  }
  if (!z.guid().safeParse(id).success) return failure("not-found", VOID_MESSAGES.notFound);
  return db.transaction(async (tx): Promise<VoidResult> => {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for("update");
    if (!card) return failure("not-found", VOID_MESSAGES.notFound);
    if (card.status === "pending_payment") return failure("conflict", VOID_MESSAGES.notIssued);
    if (card.status === "void") return failure("conflict", VOID_MESSAGES.alreadyVoid);
    await tx
      .update(giftCards)
      .set({ status: "void", balanceCents: 0, voidedAt: now, voidedBy: actor.id, voidReason: parsedReason.data.reason })
      .where(eq(giftCards.id, id));
    await tx.insert(giftCardTransactions).values({ giftCardId: id, kind: "void", amountCents: -card.balanceCents, actorId: actor.id, createdAt: now });
    if (!card.deliveredAt) await cancelJob(tx, `gift-card-delivery:${id}`);
    await writeAudit(tx, {
      actorId: actor.id,
      action: "gift_card.void",
      subjectType: "gift_card",
      subjectId: id,
      reason: parsedReason.data.reason,
      details: { last4: card.last4, balanceCents: card.balanceCents, initialCents: card.initialCents },
      at: now,
    });
    const [row] = await adminSelect(tx).where(eq(giftCards.id, id)).limit(1);
    if (!row) throw new Error("the voided card vanished");
    return { ok: true, card: toAdminDto(row) };
  });
}
