import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { getLogger } from "@/lib/log/logger";
import { addressFromHeaders } from "@/lib/server/client-address";
import { authorizeCredentials, SIGN_IN_UNAVAILABLE } from "./credentials";
import { signInWithGoogle } from "./google";
import { sanitizeReturnUrl } from "./return-url";
import { sessionClaims } from "./session-claims";
import { loadSessionUser, type SessionUser } from "./users";

/** Inactivity beyond this ends the session; each active day renews it. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const ONE_DAY_SECONDS = 24 * 60 * 60;

/** Thrown while reading a session the database no longer honours; next-auth then clears the cookie. */
export class SessionEndedError extends Error {
  constructor() {
    super("the session was ended on the server");
    this.name = "SessionEndedError";
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
        if (signedIn) return sessionClaims(signedIn);
        // Every later read compares the token with the database, so a block, role change,
        // forced logout or password change ends the session on its very next request.
        const current = token.sub ? await loadSessionUser(await getDb(), token.sub) : null;
        if (!current || current.sessionVersion !== token.sv) throw new SessionEndedError();
        return sessionClaims(current);
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
    logger: {
      error(code, metadata) {
        const ended = metadata instanceof Error ? metadata.name === "SessionEndedError" : (metadata as { error?: Error })?.error?.name === "SessionEndedError";
        if (ended) logger.info({ code }, "ended session refused");
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

const OPTIONS = Symbol.for("boroughbright.authOptions");
type OptionsGlobal = typeof globalThis & { [OPTIONS]?: NextAuthOptions };

/** Built on first use: the build has no secret, and the providers depend on configuration. */
export function getAuthOptions(): NextAuthOptions {
  const store = globalThis as OptionsGlobal;
  store[OPTIONS] ??= buildAuthOptions();
  return store[OPTIONS];
}
