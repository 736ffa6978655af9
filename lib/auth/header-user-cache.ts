import { ROLES, type Role } from "@/lib/kernel/enums/roles";

/** Local-storage key of the header user cache (docs/product.md#in-the-browser). */
export const HEADER_USER_CACHE_KEY = "headerUserCache";
export const HEADER_USER_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export interface HeaderUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  profilePictureUrl: string | null;
}

export interface HeaderUserCacheEntry {
  user: HeaderUser;
  initials: string;
  timestamp: number;
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The stored entry, checked field by field: anyone can write local storage. Hand-written rather
 * than zod because this runs on every page (docs/operations.md, "Page weight").
 */
function parseEntry(value: unknown): HeaderUserCacheEntry | null {
  if (!isFields(value) || !isFields(value.user) || typeof value.initials !== "string" || typeof value.timestamp !== "number") return null;
  const user = value.user;
  if (
    typeof user.id !== "string" ||
    typeof user.firstName !== "string" ||
    typeof user.lastName !== "string" ||
    typeof user.email !== "string" ||
    typeof user.role !== "string" ||
    !(ROLES as readonly string[]).includes(user.role) ||
    !(user.profilePictureUrl === null || typeof user.profilePictureUrl === "string")
  ) {
    return null;
  }
  return {
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role as Role, profilePictureUrl: user.profilePictureUrl },
    initials: value.initials,
    timestamp: value.timestamp,
  };
}

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || "?";
}

/** Reads the cached header user; entries older than 24 hours or malformed are ignored. */
export function readHeaderUserCache(storage: Storage | undefined, now = Date.now()): HeaderUserCacheEntry | null {
  try {
    const raw = storage?.getItem(HEADER_USER_CACHE_KEY);
    if (!raw) return null;
    const entry = parseEntry(JSON.parse(raw));
    if (!entry || now - entry.timestamp > HEADER_USER_CACHE_TTL_MS || entry.timestamp > now) return null;
    return entry;
  } catch {
    return null; // Storage access failures are ignored (docs/product.md#when-something-fails).
  }
}

export function writeHeaderUserCache(storage: Storage | undefined, user: HeaderUser | null, now = Date.now()): void {
  try {
    if (!user) storage?.removeItem(HEADER_USER_CACHE_KEY);
    else storage?.setItem(HEADER_USER_CACHE_KEY, JSON.stringify({ user, initials: initialsOf(user.firstName, user.lastName), timestamp: now }));
  } catch {
    // Private browsing or a full quota: the header simply waits for the session.
  }
}
