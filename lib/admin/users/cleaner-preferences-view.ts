/**
 * The "Cleaners" section of the admin user page (docs/product.md#preferred-and-blocked-cleaners):
 * for a customer, the cleaners they prefer and those never sent to them; for a cleaner, the
 * customers they are never sent to. With the choices the "Never send" form offers.
 */
import { and, asc, eq, isNull, notInArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/lib/platform/db";
import { cleanerPreferences, orders, users, type CleanerPreferenceKind, type CleanerPreferenceSource } from "@/lib/platform/db/schema";
import { can } from "@/lib/kernel/enums/abilities";
import { listAssignableCleaners } from "../orders/cleaners";

export interface CleanerPreferenceLine {
  /** The other end of the pair: the cleaner on a customer's page, the customer on a cleaner's. */
  userId: string;
  name: string;
  kind: CleanerPreferenceKind;
  setBy: CleanerPreferenceSource;
  createdAt: string;
}

export interface CleanerPreferencesView {
  side: "customer" | "cleaner";
  lines: CleanerPreferenceLine[];
  /** Whom "Never send" may name: active cleaners, or the customers this cleaner has had visits with. */
  choices: { value: string; label: string }[];
}

const other = alias(users, "other");

export async function cleanerPreferencesView(db: Database, user: { id: string; role: Parameters<typeof can>[0] }): Promise<CleanerPreferencesView | null> {
  const side = user.role === "Customer" ? "customer" : can(user.role, "cleanerCabinet.open") ? "cleaner" : null;
  if (!side) return null;
  const mine = side === "customer" ? cleanerPreferences.customerId : cleanerPreferences.cleanerId;
  const theirs = side === "customer" ? cleanerPreferences.cleanerId : cleanerPreferences.customerId;
  const rows = await db
    .select({ userId: other.id, firstName: other.firstName, lastName: other.lastName, kind: cleanerPreferences.kind, setBy: cleanerPreferences.setBy, createdAt: cleanerPreferences.createdAt })
    .from(cleanerPreferences)
    .innerJoin(other, eq(other.id, theirs))
    .where(and(eq(mine, user.id), isNull(cleanerPreferences.undoneAt), side === "cleaner" ? eq(cleanerPreferences.kind, "blocked") : undefined))
    .orderBy(asc(cleanerPreferences.kind), asc(other.firstName));
  const lines = rows.map((row) => ({ userId: row.userId, name: `${row.firstName} ${row.lastName}`.trim(), kind: row.kind, setBy: row.setBy, createdAt: row.createdAt.toISOString() }));
  const blocked = lines.filter((line) => line.kind === "blocked").map((line) => line.userId);
  if (side === "customer") {
    const cleaners = await listAssignableCleaners(db);
    return { side, lines, choices: cleaners.filter((cleaner) => !blocked.includes(cleaner.id)).map((cleaner) => ({ value: cleaner.id, label: cleaner.name })) };
  }
  const customers = await db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(and(eq(orders.cleanerId, user.id), eq(users.role, "Customer"), blocked.length > 0 ? notInArray(users.id, blocked) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(500);
  return { side, lines, choices: customers.map((customer) => ({ value: customer.id, label: `${customer.firstName} ${customer.lastName}`.trim() })) };
}
