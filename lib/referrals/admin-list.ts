import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { pageSchema, pageWindow, type Page } from "@/lib/kernel/paging";
import type { Database } from "@/lib/platform/db";
import { accountCreditEntries, orders, referrals, users, type ReferralStatus } from "@/lib/platform/db/schema";

/** /admin/referrals: every referral, newest first, with both people, the visit and the reward given. */

export const adminReferralQuerySchema = z.object({ page: pageSchema });
export type AdminReferralQuery = z.output<typeof adminReferralQuerySchema>;

export interface AdminReferral {
  id: string;
  status: ReferralStatus;
  reason: string | null;
  welcomeCents: number;
  rewardCents: number;
  referrer: { id: string; name: string; email: string };
  friend: { id: string; name: string; email: string };
  order: { id: string; number: number } | null;
  createdAt: Date;
  settledAt: Date | null;
}

const PAGE_SIZE = 50;

export async function listReferralsForAdmin(db: Database, query: AdminReferralQuery): Promise<Page<AdminReferral>> {
  const referrer = alias(users, "referrer");
  const friend = alias(users, "friend");
  const { page, pageSize, offset } = pageWindow(query.page, PAGE_SIZE);
  const rows = await db
    .select({
      id: referrals.id,
      status: referrals.status,
      reason: referrals.reason,
      welcomeCents: referrals.welcomeCents,
      rewardCents: sql<string>`coalesce((select ${accountCreditEntries.amountCents} from ${accountCreditEntries} where ${accountCreditEntries.referralId} = ${referrals.id} and ${accountCreditEntries.kind} = 'earned'), 0)`,
      referrer: { id: referrer.id, first: referrer.firstName, last: referrer.lastName, email: referrer.email },
      friend: { id: friend.id, first: friend.firstName, last: friend.lastName, email: friend.email },
      orderId: orders.id,
      orderNumber: orders.number,
      createdAt: referrals.createdAt,
      settledAt: referrals.settledAt,
    })
    .from(referrals)
    .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
    .innerJoin(friend, eq(friend.id, referrals.friendId))
    .leftJoin(orders, eq(orders.id, referrals.orderId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(pageSize)
    .offset(offset);
  const [counted] = await db.select({ total: sql<string>`count(*)` }).from(referrals);
  const person = (row: { id: string; first: string; last: string; email: string }) => ({ id: row.id, name: `${row.first} ${row.last}`, email: row.email });
  return {
    items: rows.map((row) => ({
      id: row.id,
      status: row.status,
      reason: row.reason,
      welcomeCents: row.welcomeCents,
      rewardCents: Number(row.rewardCents),
      referrer: person(row.referrer),
      friend: person(row.friend),
      order: row.orderId !== null && row.orderNumber !== null ? { id: row.orderId, number: row.orderNumber } : null,
      createdAt: row.createdAt,
      settledAt: row.settledAt,
    })),
    page,
    pageSize,
    total: Number(counted?.total ?? 0),
  };
}
