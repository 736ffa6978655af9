"use client";

import { useEffect, useState } from "react";
import { CODE_MESSAGES } from "@/lib/gift-cards/code-messages";
import { isWellFormedCode, normalizeCode } from "@/lib/gift-cards/codes";
import { giftCardBalanceContract } from "@/lib/gift-cards/gift-cards-contract";
import { callApi } from "@/lib/web/http/client";

export type GiftCardCheck = { kind: "none" } | { kind: "usable"; balanceCents: number } | { kind: "refused"; message: string };

const NONE: GiftCardCheck = { kind: "none" };
/** Long enough that typing or pasting a code is one request, short enough to feel instant. */
const PAUSE_MS = 500;

/** Without the session refresh: a quiet check never signs anyone out; booking checks the code again anyway. */
async function checkCode(code: string): Promise<GiftCardCheck> {
  const result = await callApi(giftCardBalanceContract, { body: { code }, session: "none", fallbackError: CODE_MESSAGES.notFound });
  // Offline or the server is away: booking checks the code again anyway.
  if (!result.ok && result.status === 0) return NONE;
  if (!result.ok) return { kind: "refused", message: result.error };
  const { balance } = result.data;
  if (balance.status === "void") return { kind: "refused", message: CODE_MESSAGES.void };
  if (balance.balanceCents <= 0) return { kind: "refused", message: CODE_MESSAGES.empty };
  return { kind: "usable", balanceCents: balance.balanceCents };
}

/**
 * A gift card code checked as it is typed, once it has the shape of a code and typing pauses,
 * through the balance API (which counts wrong codes against the guessing limits per user and
 * address). Each code is asked about once; its answer is kept, so a wrong one is reported
 * once and never re-sent. Signed-in customers only: the API is theirs.
 */
export function useGiftCardCheck(code: string, signedIn: boolean): GiftCardCheck {
  const normalized = normalizeCode(code);
  const wellFormed = isWellFormedCode(normalized);
  const [answers, setAnswers] = useState<Readonly<Record<string, GiftCardCheck>>>({});
  const known = answers[normalized];

  useEffect(() => {
    if (!signedIn || !wellFormed || known) return;
    const timer = setTimeout(() => {
      // Kept under its own code even if the text changed meanwhile: that code is not asked again.
      void checkCode(normalized).then((answer) => {
        if (answer.kind !== "none") setAnswers((previous) => ({ ...previous, [normalized]: answer }));
      });
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [normalized, wellFormed, signedIn, known]);

  return wellFormed && known ? known : NONE;
}
