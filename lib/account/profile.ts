import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { userPictures, users } from "@/lib/platform/db/schema";
import { pictureUrlFor } from "@/lib/auth/users";
import type { ProfileUpdate } from "./profile-schema";

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
    phone: row.phone,
    pictureUrl,
    hasPicture: pictureUrl !== null,
    hasPassword: row.passwordHash !== null,
  };
}

/** Changes the given fields of the user's name and phone; null when the user no longer exists. */
export async function updateProfile(db: Database, userId: string, patch: ProfileUpdate): Promise<AccountProfile | null> {
  const changes: Partial<Pick<typeof users.$inferInsert, "firstName" | "lastName" | "phone">> = {};
  if (patch.firstName !== undefined) changes.firstName = patch.firstName;
  if (patch.lastName !== undefined) changes.lastName = patch.lastName;
  if (patch.phone !== undefined) changes.phone = patch.phone;
  const updated = await db.update(users).set(changes).where(eq(users.id, userId)).returning({ id: users.id });
  if (updated.length === 0) return null;
  return loadProfile(db, userId);
}
