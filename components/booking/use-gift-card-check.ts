"use client";

import { useEffect, useState } from "react";
import { CODE_MESSAGES } from "@/lib/gift-cards/code-messages";
import { isWellFormedCode, normalizeCode } from "@/lib/gift-cards/codes";

export type GiftCardCheck = { kind: "none" } | { kind: "usable"; balanceCents: number } | { kind: "refused"; message: string };

const NONE: GiftCardCheck = { kind: "none" };
/** Long enough that typing or pasting a code is one request, short enough to feel instant. */
const PAUSE_MS = 500;

type BalanceAnswer = { balance?: { status: "active" | "void"; balanceCents: number }; error?: string };

async function checkCode(code: string): Promise<GiftCardCheck> {
  try {
    const response = await fetch("/api/gift-cards/balance", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ code }),
    });
    const body = (await response.json()) as BalanceAnswer;
    if (!response.ok || !body.balance) return { kind: "refused", message: body.error ?? CODE_MESSAGES.notFound };
    if (body.balance.status === "void") return { kind: "refused", message: CODE_MESSAGES.void };
    if (body.balance.balanceCents <= 0) return { kind: "refused", message: CODE_MESSAGES.empty };
    return { kind: "usable", balanceCents: body.balance.balanceCents };
  } catch {
    // Offline or the server is away: booking checks the code again anyway.
    return NONE;
  }
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
