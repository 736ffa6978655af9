import { bigint, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { ownerUserId, userRef, users } from "./users";
import { createdAt, instant, primaryId } from "./columns";
import type { JsonDocuments } from "./json-documents";

export const AUTH_TOKEN_KINDS = ["verify-email", "reset-password", "change-email"] as const;
export type AuthTokenKind = (typeof AUTH_TOKEN_KINDS)[number];
export const authTokenKindEnum = pgEnum("auth_token_kind", AUTH_TOKEN_KINDS);

/** Single-use tokens sent in links. Only a SHA-256 hash of the token is stored. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ownerUserId(),
    kind: authTokenKindEnum("kind").notNull(),
    /** The address being confirmed by a change-email token. */
    newEmail: text("new_email"),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    createdAt: createdAt(),
  },
  (table) => [index("auth_tokens_user_kind_idx").on(table.userId, table.kind)],
);

/**
 * Fixed-window counters for brute-force limits. They live in the database so that every host
 * sees the same counts; one conditional upsert both checks and counts.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: instant("window_start").notNull(),
  hits: integer("hits").notNull(),
});

/** Google (and any later OAuth provider) identities linked to a user. */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    userId: ownerUserId(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.providerAccountId] }), index("oauth_accounts_user_idx").on(table.userId)],
);

/** Profile pictures, resized on upload; served with a version in the URL so caches can keep them. */
export const userPictures = pgTable("user_pictures", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  data: text("data_base64").notNull(),
  byteSize: bigint("byte_size", { mode: "number" }).notNull(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});

export const userAddresses = pgTable(
  "user_addresses",
  {
    id: primaryId(),
    userId: ownerUserId(),
    label: text("label").notNull(),
    street: text("street").notNull(),
    unit: text("unit"),
    city: text("city").notNull(),
    zip: text("zip").notNull(),
    accessNotes: text("access_notes"),
    /** Doorman, buzzer, key place, parking, and the lockbox and alarm codes sealed (docs/product.md, "Access details and keys"). */
    accessDetails: jsonb("access_details").$type<JsonDocuments["accessDetails"]>(),
    createdAt: createdAt(),
  },
  (table) => [index("user_addresses_user_idx").on(table.userId)],
);

/** Every staff action: who did what to whom, when and why. Never updated or deleted. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: userRef("actor_id", "set null"),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    reason: text("reason"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_subject_idx").on(table.subjectType, table.subjectId),
    index("audit_log_actor_idx").on(table.actorId),
  ],
);

/**
 * One row per sign-in. The session token carries the id; every session check reads it together
 * with the user, so revoking the row (sign-out, "sign out everywhere") ends that token at once,
 * even in a cookie copied earlier. last_seen_at is refreshed at most every few minutes.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: primaryId(),
    userId: ownerUserId(),
    /**
     * The user's session version this sign-in holds. A bump on the user (password change, forced
     * logout) ends it; the browser that changed its own password moves its record along.
     */
    sessionVersion: integer("session_version").notNull(),
    /** The browser's User-Agent at sign-in, trimmed, to name the device in the profile. */
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
    revokedAt: instant("revoked_at"),
  },
  (table) => [index("user_sessions_user_idx").on(table.userId)],
);
