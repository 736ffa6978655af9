import type { ApiContract } from "@/lib/kernel/api-contract";
import { answerObject, booleanField } from "@/lib/kernel/validation/answer-fields";

/**
 * The wizard's and the account's calls for the waitlist (docs/product.md#waitlist; docs/architecture.md,
 * "Endpoint contracts"). Open to visitors, so the answers are checked by hand (no zod in a visitor's bundle).
 */

export type WaitlistWindowBody = { kind: "morning" | "afternoon" | "any" } | { kind: "range"; fromHour: number; toHour: number };

export interface WaitlistJoinBody {
  name: string;
  email: string;
  request: Record<string, unknown>;
  zip: string;
  date: string;
  window: WaitlistWindowBody;
  locale: "en" | "es";
}

export const joinWaitlistContract: ApiContract<void, WaitlistJoinBody, { joined: boolean }> = {
  method: "POST",
  path: () => "/api/waitlist",
  readAnswer: (value) => ({ joined: booleanField(answerObject(value), "joined") }),
  session: "none",
};

export const leaveWaitlistContract: ApiContract<{ id: string }, undefined, { left: boolean }> = {
  method: "POST",
  path: ({ id }) => `/api/account/waitlist/${encodeURIComponent(id)}/leave`,
  readAnswer: (value) => ({ left: booleanField(answerObject(value), "left") }),
};
