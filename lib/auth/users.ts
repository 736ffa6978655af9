import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { userPictures, users, type Role, type UserRow } from "@/lib/platform/db/schema";

/** What the rest of the app knows about a signed-in person: never the password hash. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  blocked: boolean;
  emailVerified: boolean;
  sessionVersion: number;
  pictureUrl: string | null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailMatches(email: string) {
  return sql`lower(${users.email}) = ${normalizeEmail(email)}`;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(emailMatches(email)).limit(1);
  return row;
}

/** The picture URL carries the upload time so a new picture is never hidden by a cache. */
export function pictureUrlFor(userId: string, pictureUpdatedAt: Date | null, externalUrl: string | null): string | null {
  if (pictureUpdatedAt) return `/api/users/${userId}/picture?v=${pictureUpdatedAt.getTime().toString(36)}`;
  return externalUrl;
}

export async function loadSessionUser(db: Database, userId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({ user: users, pictureUpdatedAt: userPictures.updatedAt })
    .from(users)
    .leftJoin(userPictures, eq(userPictures.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toSessionUser(row.user, row.pictureUpdatedAt) : null;
}

export function toSessionUser(user: UserRow, pictureUpdatedAt: Date | null = null): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    blocked: user.status === "blocked",
    emailVerified: user.emailVerifiedAt !== null,
    sessionVersion: user.sessionVersion,
    pictureUrl: pictureUrlFor(user.id, pictureUpdatedAt, user.pictureUrl),
  };
}
