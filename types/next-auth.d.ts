import type { SiteSessionUser } from "@/lib/auth/session-answer";
import type { Role } from "@/lib/platform/db/schema/users";

declare module "next-auth" {
  /** What the browser sees of its own session: one shape, defined in lib/auth/session-answer.ts. */
  interface Session {
    user: SiteSessionUser;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sub?: string;
    /** The user's session version when the token was issued; a bump in the database ends it. */
    sv?: number;
    /** The server-side session record of this sign-in; revoking it ends the token. */
    sid?: string;
    role?: Role;
    firstName?: string;
    lastName?: string;
    pictureUrl?: string | null;
    emailVerified?: boolean;
    blocked?: boolean;
  }
}
