import type { CreditEntryKind } from "@/lib/platform/db/schema";

/**
 * Which credit is spent first, and what of each earned amount is left (docs/product.md,
 * "Referrals and account credit"). Pure: the ledger's entries in, the lots out.
 *
 * Every addition (earned, or a positive adjustment) is a lot; every taking (spent, a negative
 * adjustment) uses the oldest lots first, first in, first out. Earned lots expire `expiryMs` after
 * they were earned: whatever of them is left then is what expires. Positive adjustments (goodwill,
 * credit returned by a cancellation) never expire. An expiry already written closes its lot at
 * the moment it was written; one due but not written yet is reckoned at `now`, the daily job's
 * run: credit the customer spent in the hours between the expiry and the run was in their
 * balance when they spent it, so the expiry takes only what is left, never more than the
 * balance. A taking larger than every lot (a reversal after the credit was spent) leaves a
 * shortfall that the next addition makes up first.
 */

export interface LedgerEntry {
  id: string;
  kind: CreditEntryKind;
  amountCents: number;
  createdAt: Date;
  /** An expired entry: the earned entry it closed. */
  expiresEntryId: string | null;
}

export interface CreditLot {
  id: string;
  /** What the lot added. */
  amountCents: number;
  /** When an earned lot expires; null for an adjustment, which does not. */
  expiresAt: Date | null;
  /** What is left of it (after its expiry: what the expiry should take, until written). */
  remainingCents: number;
  /** An expiry entry for it is in the ledger. */
  expiryWritten: boolean;
}

type Event = { at: number; order: number; entry: LedgerEntry } | { at: number; order: number; expire: CreditLot };

/** Additions, then expiries, then takings, at the same instant: credit earned at a moment can be spent at it, credit expired at a moment cannot. */
const ADD = 0;
const EXPIRE = 1;
const TAKE = 2;

export function creditLots(entries: readonly LedgerEntry[], expiryMs: number, now: Date): CreditLot[] {
  const lots = new Map<string, CreditLot>();
  const written = new Map<string, LedgerEntry>();
  for (const entry of entries) {
    if (entry.kind === "expired" && entry.expiresEntryId) written.set(entry.expiresEntryId, entry);
    if (entry.amountCents > 0) {
      const expiresAt = entry.kind === "earned" ? new Date(entry.createdAt.getTime() + expiryMs) : null;
      lots.set(entry.id, { id: entry.id, amountCents: entry.amountCents, expiresAt, remainingCents: 0, expiryWritten: written.has(entry.id) });
    }
  }
  const events: Event[] = [];
  for (const entry of entries) {
    if (entry.kind === "expired" && entry.expiresEntryId && lots.has(entry.expiresEntryId)) continue; // handled as its lot's expiry below
    events.push({ at: entry.createdAt.getTime(), order: entry.amountCents > 0 ? ADD : TAKE, entry });
  }
  for (const lot of lots.values()) {
    const writtenExpiry = written.get(lot.id);
    if (writtenExpiry) {
      lot.expiryWritten = true;
      events.push({ at: writtenExpiry.createdAt.getTime(), order: EXPIRE, expire: lot });
    } else if (lot.expiresAt && lot.expiresAt.getTime() <= now.getTime()) {
      events.push({ at: now.getTime(), order: EXPIRE, expire: lot });
    }
  }
  events.sort((a, b) => a.at - b.at || a.order - b.order);

  const open: CreditLot[] = [];
  let shortfall = 0;
  /** What of each lot an expiry takes, kept apart so the lot can report it. */
  const expiring = new Map<string, number>();
  for (const event of events) {
    if ("expire" in event) {
      const lot = event.expire;
      expiring.set(lot.id, lot.remainingCents);
      lot.remainingCents = 0;
      continue;
    }
    const { entry } = event;
    if (entry.amountCents > 0) {
      const lot = lots.get(entry.id);
      if (!lot) continue;
      const covered = Math.min(shortfall, entry.amountCents);
      shortfall -= covered;
      lot.remainingCents = entry.amountCents - covered;
      open.push(lot);
      continue;
    }
    let taking = -entry.amountCents;
    for (const lot of open) {
      if (taking === 0) break;
      const used = Math.min(lot.remainingCents, taking);
      lot.remainingCents -= used;
      taking -= used;
    }
    shortfall += taking;
  }
  // An expired lot reports what its expiry takes (or took); a live one what is left to spend.
  for (const [id, cents] of expiring) {
    const lot = lots.get(id);
    if (lot) lot.remainingCents = cents;
  }
  return [...lots.values()];
}

/** Earned lots past their expiry with no expiry written yet, oldest expiry first, and what each should take. */
export function dueExpiries(lots: readonly CreditLot[], now: Date): CreditLot[] {
  return lots
    .filter((lot) => lot.expiresAt !== null && lot.expiresAt.getTime() <= now.getTime() && !lot.expiryWritten)
    .sort((a, b) => (a.expiresAt?.getTime() ?? 0) - (b.expiresAt?.getTime() ?? 0));
}

/** The next earned credit left to spend before it expires (one due today and not yet taken included): how much and when; null if none. */
export function nextExpiry(lots: readonly CreditLot[]): { amountCents: number; expiresAt: Date } | null {
  const live = lots
    .filter((lot) => lot.expiresAt !== null && !lot.expiryWritten && lot.remainingCents > 0)
    .sort((a, b) => (a.expiresAt?.getTime() ?? 0) - (b.expiresAt?.getTime() ?? 0));
  const [first] = live;
  return first?.expiresAt ? { amountCents: first.remainingCents, expiresAt: first.expiresAt } : null;
}
