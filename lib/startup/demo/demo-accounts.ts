import { eq, inArray, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { FULL_WORKING_WEEK } from "@/lib/booking/availability/working-week";
import { BOROUGHS } from "@/lib/kernel/service-area";
import type { Database } from "@/lib/platform/db/client";
import { cleanerAvailability, specialOffers, userSpecialOffers, users, type NewUserRow, type Role } from "@/lib/platform/db/schema";

/** The one password of every demo account; the README prints it. Never used outside demo data. */
export const DEMO_PASSWORD = "CleanDemo2026!";

/** Phones in E.164, as the forms store them (docs/messaging.md, "Numbers"). */
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; role: Role; firstName: string; lastName: string; phone: string }> = [
  { email: "superadmin@demo.test", role: "SuperAdmin", firstName: "Sofia", lastName: "Alvarez", phone: "+12125550101" },
  { email: "admin@demo.test", role: "Admin", firstName: "Marcus", lastName: "Greene", phone: "+12125550102" },
  { email: "moderator@demo.test", role: "Moderator", firstName: "Priya", lastName: "Raman", phone: "+17185550103" },
  { email: "cleaner@demo.test", role: "Cleaner", firstName: "Dorota", lastName: "Nowak", phone: "+17185550104" },
  { email: "customer@demo.test", role: "Customer", firstName: "Jordan", lastName: "Lee", phone: "+19175550105" },
  // Four cleaners, as the four teams the site had before cleaners' availability (docs/product.md#cleaners-availability).
  { email: "cleaner2@demo.test", role: "Cleaner", firstName: "Marisol", lastName: "Reyes", phone: "+13475550106" },
  { email: "cleaner3@demo.test", role: "Cleaner", firstName: "Kwame", lastName: "Asante", phone: "+16465550107" },
  { email: "cleaner4@demo.test", role: "Cleaner", firstName: "Luis", lastName: "Ortega", phone: "+19295550108" },
];

const DEMO_OFFERS = [
  {
    name: "Brownstone Spring Refresh",
    description: "$25 off a deep cleaning booked before the end of the season.",
    isPercentage: false,
    discountValue: 2500,
    isPublic: true,
  },
  {
    name: "Good Neighbor",
    description: "10% off every visit for customers who refer a friend in their building.",
    isPercentage: true,
    discountValue: 10,
    isPublic: true,
  },
] as const;

/**
 * Every demo cleaner on the booking schedule: every day 8:00 AM to 7:00 PM in all three
 * boroughs, so the demo offers the same times as when capacity was four teams. A cleaner who
 * already has a week keeps it.
 */
async function seedDemoAvailability(db: Database, cleanerIds: readonly string[], now: Date): Promise<void> {
  if (cleanerIds.length === 0) return;
  await db
    .insert(cleanerAvailability)
    .values(cleanerIds.map((cleanerId) => ({ cleanerId, boroughs: [...BOROUGHS], workingWeek: FULL_WORKING_WEEK, updatedAt: now })))
    .onConflictDoNothing();
}

/**
 * One account per role (and four cleaners, each on the booking schedule) and sample offers, for
 * the embedded database and `db:seed -- --demo`. Idempotent: accounts that already exist are left
 * as they are.
 */
export async function seedDemo(db: Database): Promise<{ createdAccounts: number }> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.some((row) => row.email.toLowerCase() === account.email));
  if (missing.length === 0) return { createdAccounts: 0 };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date();
  const rows: NewUserRow[] = missing.map((account) => ({ ...account, passwordHash, emailVerifiedAt: verifiedAt }));

  return db.transaction(async (tx) => {
    const created = await tx.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id, email: users.email, role: users.role });
    const cleaners = created.filter((row) => row.role === "Cleaner").map((row) => row.id);
    await seedDemoAvailability(tx, cleaners, verifiedAt);
    const customer = created.find((row) => row.email === "customer@demo.test");
    if (customer) {
      const offers = await tx.insert(specialOffers).values([...DEMO_OFFERS]).returning({ id: specialOffers.id });
      const welcome = await tx
        .select({ id: specialOffers.id })
        .from(specialOffers)
        .where(eq(specialOffers.assignToNewAccounts, true));
      const assigned = [...welcome, offers[1]].filter((offer) => offer !== undefined);
      await tx
        .insert(userSpecialOffers)
        .values(assigned.map((offer) => ({ userId: customer.id, specialOfferId: offer.id })))
        .onConflictDoNothing();
    }
    return { createdAccounts: created.length };
  });
}
