import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { giftCards } from "@/lib/platform/db/schema";
import { isWellFormedCode, normalizeCode } from "./codes";
import { hashCode } from "./crypto";

export { CODE_MESSAGES } from "./code-messages";

/** The columns code look-ups need: never the hash or the ciphertext beyond this module. */
export interface FoundCard {
  id: string;
  status: "active" | "void";
  balanceCents: number;
  initialCents: number;
  last4: string;
}

/**
 * The issued card with this code, or null. The code is hashed and the hash looked up; a card
 * still waiting for its payment does not exist yet as far as a code is concerned.
 */
export async function findCardByCode(db: Database, code: string, options: { lock?: boolean } = {}): Promise<FoundCard | null> {
  const normalized = normalizeCode(code);
  if (!isWellFormedCode(normalized)) return null;
  const query = db
    .select({ id: giftCards.id, status: giftCards.status, balanceCents: giftCards.balanceCents, initialCents: giftCards.initialCents, last4: giftCards.last4 })
    .from(giftCards)
    .where(eq(giftCards.codeHash, hashCode(normalized)));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row || row.status === "pending_payment") return null;
  return { ...row, status: row.status };
}
