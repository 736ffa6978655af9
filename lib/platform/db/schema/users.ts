import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { ROLES } from "@/lib/kernel/enums/roles";
import { LOCALES } from "@/lib/kernel/enums/locales";
import { instant, primaryId, timestamps } from "./columns";

export { ROLES, type Role } from "@/lib/kernel/enums/roles";

export const USER_STATUSES = ["active", "blocked"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const roleEnum = pgEnum("user_role", ROLES);
export const userStatusEnum = pgEnum("user_status", USER_STATUSES);
/** The languages we write to people in (docs/product.md, "Languages"). */
export const localeEnum = pgEnum("locale", LOCALES);

export const users = pgTable(
  "users",
  {
    id: primaryId(),
    /** Stored as typed; uniqueness and look-ups go through lower(email). */
    email: text("email").notNull(),
    emailVerifiedAt: instant("email_verified_at"),
    /** argon2id hash; null for accounts that only sign in with Google. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    role: roleEnum("role").notNull().default("Customer"),
    status: userStatusEnum("status").notNull().default("active"),
    blockedReason: text("blocked_reason"),
    blockedAt: instant("blocked_at"),
    /** Bumped to end every session at once; the session token carries the value it was issued with. */
    sessionVersion: integer("session_version").notNull().default(1),
    pictureUrl: text("picture_url"),
    /** The language of the account's own emails and texts, chosen in the profile. */
    locale: localeEnum("locale").notNull().default("en"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${table.email})`),
    index("users_role_status_idx").on(table.role, table.status),
    index("users_created_at_idx").on(table.createdAt),
    // The staff search (lib/admin/users/user-search.ts): ilike '%…%' on the email and on the
    // full name exactly as the search writes it (pg_trgm, migration 0038).
    index("users_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
    index("users_full_name_trgm_idx").using("gin", sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`),
    check("users_blocked_reason_check", sql`${table.status} = 'active' or ${table.blockedReason} is not null`),
    check("users_session_version_check", sql`${table.sessionVersion} >= 1`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** A column pointing at an account; `onDelete` says what deleting the account does to the row. */
export function userRef(name: string, onDelete: "cascade" | "restrict" | "set null") {
  return uuid(name).references(() => users.id, { onDelete });
}

/** The owning account of a row that goes with it: deleting the account deletes the row. */
export function ownerUserId() {
  return userRef("user_id", "cascade").notNull();
}
