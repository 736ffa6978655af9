import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/platform/db";
import { oauthAccounts, users } from "@/lib/platform/db/schema";
import { assignNewAccountOffers } from "@/lib/offers/new-account-offers";
import { findUserByEmail, normalizeEmail, toSessionUser, type SessionUser } from "./users";

export const googleProfileSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.boolean(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.url().optional(),
});

export type GoogleLinkResult = { ok: true; user: SessionUser } | { ok: false; reason: "google-unverified" | "blocked" };

/**
 * Finds or creates the account for a Google sign-in. A Google identity seen before signs in
 * its account; otherwise an account with the same verified email is linked (never duplicated);
 * otherwise a new Customer account is made, already verified.
 */
export async function signInWithGoogle(db: Database, rawProfile: unknown): Promise<GoogleLinkResult> {
  const parsed = googleProfileSchema.safeParse(rawProfile);
  if (!parsed.success || !parsed.data.email_verified) {
    return { ok: false, reason: "google-unverified" };
  }
  const profile = parsed.data;
  const user = await db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, "google"), eq(oauthAccounts.providerAccountId, profile.sub)));
    if (linked) return linked.user;

    let account = await findUserByEmail(tx, profile.email);
    if (!account) {
      const [nameFirst = "Google", ...rest] = (profile.name ?? "").split(" ");
      const [created] = await tx
        .insert(users)
        .values({
          email: normalizeEmail(profile.email),
          emailVerifiedAt: new Date(),
          firstName: profile.given_name ?? nameFirst,
          lastName: profile.family_name ?? (rest.join(" ") || "User"),
          pictureUrl: profile.picture ?? null,
        })
        .onConflictDoNothing()
        .returning();
      account = created ?? (await findUserByEmail(tx, profile.email));
      if (created) await assignNewAccountOffers(tx, created.id);
    } else if (!account.emailVerifiedAt) {
      // Google vouches for the address, which is what verification would have proven.
      await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.id));
    }
    if (!account) throw new Error("the account vanished while linking Google");
    await tx.insert(oauthAccounts).values({ provider: "google", providerAccountId: profile.sub, userId: account.id }).onConflictDoNothing();
    return account;
  });
  if (user.status === "blocked") return { ok: false, reason: "blocked" };
  return { ok: true, user: toSessionUser(user) };
}
