// zod/mini: this runs on every page, so it takes the tree-shakable build of zod.
import * as z from "zod/mini";
import { ROLES } from "./role-names";

/** Local-storage key of the header user cache (SPEC.md section 3). */
export const HEADER_USER_CACHE_KEY = "headerUserCache";
export const HEADER_USER_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export const headerUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  profilePictureUrl: z.nullable(z.string()),
});

export type HeaderUser = z.infer<typeof headerUserSchema>;

const entrySchema = z.object({ user: headerUserSchema, initials: z.string(), timestamp: z.number() });
export type HeaderUserCacheEntry = z.infer<typeof entrySchema>;

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || "?";
}

/** Reads the cached header user; entries older than 24 hours or malformed are ignored. */
export function readHeaderUserCache(storage: Storage | undefined, now = Date.now()): HeaderUserCacheEntry | null {
  try {
    const raw = storage?.getItem(HEADER_USER_CACHE_KEY);
    if (!raw) return null;
    const parsed = entrySchema.safeParse(JSON.parse(raw));
    if (!parsed.success || now - parsed.data.timestamp > HEADER_USER_CACHE_TTL_MS || parsed.data.timestamp > now) return null;
    return parsed.data;
  } catch {
    return null; // Storage access failures are ignored (SPEC.md section 8).
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
