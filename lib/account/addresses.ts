import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "@/lib/platform/db";
import { orders, userAddresses, users } from "@/lib/platform/db/schema";
import { accessCodeKeyRing } from "@/lib/platform/security/access-code-key";
import type { SealingKeyRing } from "@/lib/platform/security/sealed-text";
import { accessDetailsView, sealAccessDetails, type AccessDetailsView, type StoredAccessDetails } from "./access-details";
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
  /** Doorman, buzzer, keys, parking; the codes only as "one is saved" (docs/security.md, "Access codes at rest"). */
  access: AccessDetailsView | null;
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
    access: accessDetailsView(row.accessDetails),
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
export async function addAddress(db: Database, userId: string, input: AddressInput, ring: SealingKeyRing = accessCodeKeyRing()): Promise<AddressResult> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!owner) return notFound;
    const [existing] = await tx.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, userId));
    if ((existing?.n ?? 0) >= MAX_ADDRESSES) return failure("conflict", ADDRESS_LIMIT_MESSAGE);
    const { access, ...fields } = input;
    const accessDetails = access ? sealAccessDetails(access, null, ring) : null;
    const [row] = await tx.insert(userAddresses).values({ userId, ...fields, accessDetails }).returning();
    if (!row) throw new Error("the address insert returned no row");
    return { ok: true, address: toSavedAddress(row) } as const;
  });
}

/**
 * Changes the given fields of one of the user's own addresses; anyone else's id is "not found".
 * New access details also reach the visits already booked at this address that have not
 * started (docs/product.md, "Access details and keys"): a lockbox code changed after booking
 * must be the one the cleaner sees.
 */
export async function updateAddress(
  db: Database,
  userId: string,
  addressId: string,
  patch: AddressPatch,
  options: { now?: Date; ring?: SealingKeyRing } = {},
): Promise<AddressResult> {
  const now = options.now ?? new Date();
  if (!isUuid(addressId)) return notFound;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(userAddresses)
      .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
      .for("update");
    if (!current) return notFound;
    const { access, ...fields } = patch;
    const accessDetails = access === undefined ? undefined : sealAccessDetails(access, current.accessDetails, options.ring ?? accessCodeKeyRing());
    const [row] = await tx
      .update(userAddresses)
      .set({ ...fields, ...(accessDetails === undefined ? {} : { accessDetails }) })
      .where(eq(userAddresses.id, addressId))
      .returning();
    if (!row) return notFound;
    if (accessDetails !== undefined) await copyToBookedVisits(tx, userId, row, accessDetails, now);
    return { ok: true, address: toSavedAddress(row) } as const;
  });
}

const sameText = (column: AnyPgColumn, value: string) => sql`lower(btrim(${column})) = ${value.trim().toLowerCase()}`;

/** The saved address's access details onto the customer's visits at that address that have not started. */
async function copyToBookedVisits(tx: Database, userId: string, address: AddressRow, accessDetails: StoredAccessDetails | null, now: Date) {
  await tx
    .update(orders)
    .set({ accessDetails, updatedAt: now })
    .where(
      and(
        eq(orders.customerId, userId),
        inArray(orders.status, ["pending", "confirmed", "assigned"]),
        gt(orders.startsAt, now),
        sameText(orders.street, address.street),
        sql`lower(btrim(coalesce(${orders.unit}, ''))) = ${(address.unit ?? "").trim().toLowerCase()}`,
        eq(orders.zip, address.zip),
      ),
    );
}

/**
 * The access details a booking at `address` takes from the customer's saved address of the same
 * street, unit and ZIP, sealed as they are: the codes never travel through the browser
 * (docs/product.md, "Access details and keys").
 */
export async function savedAccessDetailsFor(db: Database, userId: string, address: { street: string; unit: string | null; zip: string }): Promise<StoredAccessDetails | null> {
  const [row] = await db
    .select({ accessDetails: userAddresses.accessDetails })
    .from(userAddresses)
    .where(
      and(
        eq(userAddresses.userId, userId),
        sameText(userAddresses.street, address.street),
        sql`lower(btrim(coalesce(${userAddresses.unit}, ''))) = ${(address.unit ?? "").trim().toLowerCase()}`,
        eq(userAddresses.zip, address.zip),
        sql`${userAddresses.accessDetails} is not null`,
      ),
    )
    .orderBy(asc(userAddresses.createdAt))
    .limit(1);
  return row?.accessDetails ?? null;
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
