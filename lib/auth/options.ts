import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { headers } from "next/headers";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { getLogger } from "@/lib/platform/log/logger";
import { addressFromHeaders } from "@/lib/kernel/client-address";
import { authorizeCredentials, SIGN_IN_UNAVAILABLE } from "./credentials";
import { signInWithGoogle } from "./google";
import { sanitizeReturnUrl } from "./return-url";
import { sessionClaims } from "./session-claims";
import { reportSessionUnavailable } from "./session-availability";
import { isSessionUnavailable } from "./session-errors";
import { startSession } from "./session-records";
import { refreshSessionToken } from "./session-refresh";
import { endSessionsOf, SIGNED_OUT_REASON } from "./session-revocation";
import type { SessionUser } from "./users";
import { processSlot } from "@/lib/kernel/process/slot";

/** Inactivity beyond this ends the session; each active day renews it. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const ONE_DAY_SECONDS = 24 * 60 * 60;

/** The browser's User-Agent, to name the device in the profile's list of sessions. */
async function requestUserAgent(): Promise<string | null> {
  try {
    return (await headers()).get("user-agent");
  } catch {
    return null;
  }
}

/** A sign-in's session record; a failure reads as our own sentence, never the database's. */
async function startSignedInSession(user: SessionUser): Promise<string> {
  try {
    return await startSession(await getDb(), user, await requestUserAgent());
  } catch (error) {
    getLogger().child({ component: "auth" }).error({ err: error }, "could not record a sign-in");
    throw new Error(SIGN_IN_UNAVAILABLE);
  }
}

type AppUser = User & { session: SessionUser };

function appUser(user: SessionUser): AppUser {
  return { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`, session: user };
}

export function googleEnabled(): boolean {
  const config = getConfig();
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

function buildAuthOptions(): NextAuthOptions {
  const config = getConfig();
  const logger = getLogger().child({ component: "auth" });
  return {
    secret: config.AUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: ONE_DAY_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          const db = await getDb().catch(() => null);
          if (!db) throw new Error(SIGN_IN_UNAVAILABLE);
          const result = await authorizeCredentials(db, credentials, addressFromHeaders(req.headers ?? {}));
          if (!result.ok) throw new Error(result.message);
          return appUser(result.user);
        },
      }),
      ...(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? [
            GoogleProvider({
              clientId: config.GOOGLE_CLIENT_ID,
              clientSecret: config.GOOGLE_CLIENT_SECRET,
              authorization: { params: { prompt: "select_account" } },
            }),
          ]
        : []),
    ],
    callbacks: {
      async signIn({ user, account, profile }) {
        if (account?.provider !== "google") return true;
        const result = await signInWithGoogle(await getDb(), profile);
        if (!result.ok) return `/login?error=${result.reason}`;
        (user as AppUser).session = result.user;
        return true;
      },
      async jwt({ token, user }) {
        const signedIn = (user as AppUser | undefined)?.session;
        if (signedIn) return sessionClaims(signedIn, await startSignedInSession(signedIn));
        try {
          return await refreshSessionToken(getDb, token, logger);
        } catch (error) {
          if (isSessionUnavailable(error)) reportSessionUnavailable();
          throw error;
        }
      },
      async session({ session, token }) {
        session.user = {
          id: token.sub ?? "",
          email: token.email ?? "",
          firstName: token.firstName ?? "",
          lastName: token.lastName ?? "",
          role: token.role ?? "Customer",
          pictureUrl: token.pictureUrl ?? null,
          emailVerified: token.emailVerified ?? false,
          blocked: token.blocked ?? false,
        };
        return session;
      },
      async redirect({ url, baseUrl }) {
        const relative = url.startsWith(baseUrl) ? url.slice(baseUrl.length) || "/" : url;
        return `${baseUrl}${sanitizeReturnUrl(relative)}`;
      },
    },
    events: {
      // Sign-out ends the session on the server too: a copy of the cookie stops working.
      async signOut({ token }) {
        if (token.sub && token.sid) await endSessionsOf(await getDb(), token.sub, { only: token.sid, reason: SIGNED_OUT_REASON });
      },
    },
    logger: {
      error(code, metadata) {
        const name = metadata instanceof Error ? metadata.name : (metadata as { error?: Error })?.error?.name;
        if (name === "SessionEndedError") logger.info({ code }, "ended session refused");
        else if (name === "SessionUnavailableError") logger.warn({ code, err: metadata }, "session check unavailable");
        else logger.error({ code, err: metadata }, "auth error");
      },
      warn(code) {
        logger.warn({ code }, "auth warning");
      },
      debug(code) {
        logger.debug({ code }, "auth debug");
      },
    },
  };
}

const OPTIONS = processSlot<NextAuthOptions>("authOptions");

/** Built on first use: the build has no secret, and the providers depend on configuration. */
export function getAuthOptions(): NextAuthOptions {
  return OPTIONS.getOrCreate(buildAuthOptions);
}
