import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { getConfig } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";
import { authTokens, type AuthTokenKind } from "@/lib/platform/db/schema";
import { hashToken, newLinkToken } from "@/lib/platform/security/tokens";

export const TOKEN_LIFETIME_MS: Record<AuthTokenKind, number> = {
  "verify-email": 24 * 60 * 60 * 1000,
  "reset-password": 60 * 60 * 1000,
  "change-email": 24 * 60 * 60 * 1000,
};

/** Makes a single-use token for a link and returns the token itself (only its hash is kept). */
export async function issueLinkToken(
  db: Database,
  input: { userId: string; kind: AuthTokenKind; newEmail?: string },
  now = new Date(),
): Promise<string> {
  const token = newLinkToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    kind: input.kind,
    newEmail: input.newEmail ?? null,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[input.kind]),
    createdAt: now,
  });
  return token;
}

/**
 * Uses a token up: one conditional update that only succeeds while it is unused and unexpired,
 * so two clicks racing on one link can never both succeed.
 */
export async function consumeLinkToken(
  db: Database,
  kind: AuthTokenKind,
  token: string,
  now = new Date(),
): Promise<{ userId: string; newEmail: string | null } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, kind), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ userId: authTokens.userId, newEmail: authTokens.newEmail });
  return row ?? null;
}

/**
 * Makes every unused link of these kinds useless: only the newest link may work, and a
 * password that was just set must not be overwritten from an older mail.
 */
export async function retireLinkTokens(db: Database, userId: string, kinds: readonly AuthTokenKind[], now = new Date()): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), inArray(authTokens.kind, [...kinds]), isNull(authTokens.usedAt)));
}

export function linkTo(path: string, token: string): string {
  return `${getConfig().PUBLIC_URL}${path}?token=${encodeURIComponent(token)}`;
}
