import { ROLES, type Role } from "@/lib/kernel/enums/roles";

/**
 * What the browser knows of its own session: the answer of GET /api/auth/session (next-auth's
 * session callback in lib/auth/options.ts shapes it). The same fields as next-auth's Session
 * type, which types/next-auth.d.ts takes from here; kept without next-auth so public pages can
 * read it without its client.
 */
export interface SiteSessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  pictureUrl: string | null;
  emailVerified: boolean;
  blocked: boolean;
}

export interface SiteSession {
  user: SiteSessionUser;
  expires: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);

/**
 * The session in the server's answer, or null for a visitor (next-auth answers `{}`) and for
 * anything malformed: the client trusts no response shape, and a hand-written check keeps zod
 * out of every public page's bundle.
 */
export function parseSessionAnswer(answer: unknown): SiteSession | null {
  if (!isRecord(answer) || !isRecord(answer.user)) return null;
  const user = answer.user;
  if (
    typeof user.id !== "string" ||
    user.id === "" ||
    typeof user.email !== "string" ||
    typeof user.firstName !== "string" ||
    typeof user.lastName !== "string" ||
    !isRole(user.role) ||
    !(user.pictureUrl === null || user.pictureUrl === undefined || typeof user.pictureUrl === "string") ||
    typeof user.emailVerified !== "boolean" ||
    typeof user.blocked !== "boolean"
  ) {
    return null;
  }
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      pictureUrl: user.pictureUrl ?? null,
      emailVerified: user.emailVerified,
      blocked: user.blocked,
    },
    expires: typeof answer.expires === "string" ? answer.expires : "",
  };
}
