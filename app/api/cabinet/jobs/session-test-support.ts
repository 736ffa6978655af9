import type { SessionUser } from "@/lib/auth/users";

/**
 * Who the cabinet route tests are signed in as. Kept apart from ./test-support.ts, which reaches
 * the domains: a `jest.mock` factory requires this file while the session module is being
 * loaded, so it must import nothing that loads that module again.
 */
export const signedIn: { user: SessionUser | null } = { user: null };

/** The session module as the routes see it: `signedIn.user`, or no session. */
export function mockSessionModule(sessionId: string) {
  return {
    getCurrentSession: async () => (signedIn.user ? { user: signedIn.user, sessionId } : null),
    getSessionUser: async () => signedIn.user,
  };
}
