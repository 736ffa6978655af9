import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { userAddresses, users } from "@/lib/platform/db/schema";
import { boroughForZip, type Borough } from "@/lib/kernel/service-area";
import type { AddressInput, AddressPatch } from "./address-schema";
import { isUuid } from "@/lib/kernel/ids";
import { failure, type Failure } from "@/lib/kernel/failure";

export const MAX_ADDRESSES = 10;
export const ADDRESS_LIMIT_MESSAGE = `You can save up to ${MAX_ADDRESSES} addresses. Delete one you no longer use to add another.`;
export const ADDRESS_NOT_FOUND_MESSAGE = "That address was not found.";

/** A saved address as the owner sees it. */
export interface SavedAddress {
  id: string;
  label: string;
  street: string;
  unit: string | null;
  city: string;
  zip: string;
  /** Derived from the ZIP; null only for an address saved before the service area shrank. */
  borough: Borough | null;
  accessNotes: string | null;
}

export type AddressResult = { ok: true; address: SavedAddress } | Failure;

type AddressRow = typeof userAddresses.$inferSelect;

function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    street: row.street,
    unit: row.unit,
    city: row.city,
    zip: row.zip,
    borough: boroughForZip(row.zip),
    accessNotes: row.accessNotes,
  };
}

const notFound = failure("not-found", ADDRESS_NOT_FOUND_MESSAGE);

/** The user's addresses, oldest first, so the list does not reshuffle after an edit. */
export async function listAddresses(db: Database, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.createdAt), asc(userAddresses.id));
  return rows.map(toSavedAddress);
}

/**
 * Saves a new address unless the user already has the maximum. The count and the insert run
 * in one transaction holding the user's row lock, so two tabs adding at once cannot pass 10.
 */
export async function addAddress(db: Database, userId: string, input: AddressInput): Promise<AddressResult> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!owner) return notFound;
    const [existing] = await tx.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, userId));
    if ((existing?.n ?? 0) >= MAX_ADDRESSES) return failure("conflict", ADDRESS_LIMIT_MESSAGE);
    const [row] = await tx.insert(userAddresses).values({ userId, ...input }).returning();
    if (!row) throw new Error("the address insert returned no row");
    return { ok: true, address: toSavedAddress(row) } as const;
  });
}

/** Changes the given fields of one of the user's own addresses; anyone else's id is "not found". */
export async function updateAddress(db: Database, userId: string, addressId: string, patch: AddressPatch): Promise<AddressResult> {
  if (!isUuid(addressId)) return notFound;
  const [row] = await db
    .update(userAddresses)
    .set(patch)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
    .returning();
  return row ? { ok: true, address: toSavedAddress(row) } : notFound;
}

/** Deletes one of the user's own addresses; false when there is no such address of theirs. */
export async function deleteAddress(db: Database, userId: string, addressId: string): Promise<boolean> {
  if (!isUuid(addressId)) return false;
  const deleted = await db
    .delete(userAddresses)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
    .returning({ id: userAddresses.id });
  return deleted.length > 0;
}
