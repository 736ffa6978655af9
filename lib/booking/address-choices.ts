import { desc, eq } from "drizzle-orm";
import { listAddresses } from "@/lib/account/addresses";
import type { AccessDetailsView } from "@/lib/account/access-details";
import type { Database } from "@/lib/platform/db";
import { orders, users } from "@/lib/platform/db/schema";
import { formatOptionalPhone } from "@/lib/kernel/phone/phone-display";

/** An address step 4 of the booking form offers to fill in with one click. */
export interface AddressChoice {
  id: string;
  label: string;
  street: string;
  unit: string;
  city: string;
  zip: string;
  accessNotes: string;
  /** A saved address's access details, codes only as "one is saved"; absent for the last booking's address. */
  access?: AccessDetailsView | null;
  /** The address of the customer's most recent booking: step 4 starts on it (issue #24). */
  lastBooked: boolean;
}

const sameAddress = (a: Pick<AddressChoice, "street" | "unit" | "zip">, b: Pick<AddressChoice, "street" | "unit" | "zip">) =>
  a.street.trim().toLowerCase() === b.street.trim().toLowerCase() && a.unit.trim().toLowerCase() === b.unit.trim().toLowerCase() && a.zip.slice(0, 5) === b.zip.slice(0, 5);

/** The address fields a saved address and an order share; the optional ones may be null. */
interface AddressFields {
  street: string;
  unit: string | null;
  city: string;
  zip: string;
  accessNotes: string | null;
}

const addressChoice = (id: string, label: string, address: AddressFields & { access?: AccessDetailsView | null }, lastBooked: boolean): AddressChoice => ({
  id,
  label,
  street: address.street,
  unit: address.unit ?? "",
  city: address.city,
  zip: address.zip,
  accessNotes: address.accessNotes ?? "",
  ...(address.access ? { access: address.access } : {}),
  lastBooked,
});

/**
 * The customer's saved addresses (oldest first, as the profile lists them), then the address of
 * their most recent booking unless it is one of those: what a returning customer most often
 * books again, so that one is marked `lastBooked`. Only the customer's own rows are read.
 */
export async function addressChoicesFor(db: Database, customerId: string): Promise<AddressChoice[]> {
  const saved = (await listAddresses(db, customerId)).map((address) => addressChoice(`saved-${address.id}`, address.label, address, false));
  const [last] = await db
    .select({ id: orders.id, street: orders.street, unit: orders.unit, city: orders.city, zip: orders.zip, accessNotes: orders.accessNotes })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!last) return saved;
  const lastChoice = addressChoice(`order-${last.id}`, "Last booking", last, true);
  const savedLast = saved.find((choice) => sameAddress(choice, lastChoice));
  if (!savedLast) return [...saved, lastChoice];
  return saved.map((choice) => (choice === savedLast ? { ...choice, lastBooked: true } : choice));
}

/** What step 4 starts a signed-in customer with: their address choices and the phone on their profile. */
export interface StepFourStart {
  addresses: AddressChoice[];
  phone: string | null;
}

export async function stepFourStartFor(db: Database, customerId: string): Promise<StepFourStart> {
  const [profile] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, customerId));
  return { addresses: await addressChoicesFor(db, customerId), phone: formatOptionalPhone(profile?.phone ?? null) };
}
