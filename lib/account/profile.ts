import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { userPictures, users } from "@/lib/platform/db/schema";
import { pictureUrlFor } from "@/lib/auth/users";
import type { ProfileUpdate } from "./profile-schema";
import { formatOptionalPhone } from "@/lib/kernel/phone/phone-display";
import type { Locale } from "@/lib/kernel/enums/locales";

/** What the profile page and API show of the signed-in user's own account (a DTO, not a row). */
export interface AccountProfile {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  phone: string | null;
  pictureUrl: string | null;
  /** True when there is a picture to remove (uploaded here, or the one Google gave). */
  hasPicture: boolean;
  /** False for accounts that only sign in with Google: they cannot confirm changes with a password. */
  hasPassword: boolean;
  /** The language of the account's emails and texts (docs/product.md, "Languages"). */
  locale: Locale;
}

export async function loadProfile(db: Database, userId: string): Promise<AccountProfile | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      externalPictureUrl: users.pictureUrl,
      passwordHash: users.passwordHash,
      pictureUpdatedAt: userPictures.updatedAt,
      locale: users.locale,
    })
    .from(users)
    .leftJoin(userPictures, eq(userPictures.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const pictureUrl = pictureUrlFor(row.id, row.pictureUpdatedAt, row.externalPictureUrl);
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    firstName: row.firstName,
    lastName: row.lastName,
    // Stored in E.164; shown and typed as (212) 555-0147.
    phone: formatOptionalPhone(row.phone),
    pictureUrl,
    hasPicture: pictureUrl !== null,
    hasPassword: row.passwordHash !== null,
    locale: row.locale,
  };
}

/** Changes the given fields of the user's name, phone and language; null when the user no longer exists. */
export async function updateProfile(db: Database, userId: string, patch: ProfileUpdate): Promise<AccountProfile | null> {
  const changes: Partial<Pick<typeof users.$inferInsert, "firstName" | "lastName" | "phone" | "locale">> = {};
  if (patch.firstName !== undefined) changes.firstName = patch.firstName;
  if (patch.lastName !== undefined) changes.lastName = patch.lastName;
  if (patch.phone !== undefined) changes.phone = patch.phone;
  if (patch.locale !== undefined) changes.locale = patch.locale;
  const updated = await db.update(users).set(changes).where(eq(users.id, userId)).returning({ id: users.id });
  if (updated.length === 0) return null;
  return loadProfile(db, userId);
}
