import { z } from "zod";
import { findHostileText } from "@/lib/kernel/validation/hostile-text";
import type { SmsProvider, SmsWebhookRequest } from "./provider/types";

export interface WebhookOptions {
  /** The moment the delivery is acted on: every row it writes carries it. */
  now: Date;
  /** The process's provider: its key checks the signature, and keyword answers go out through it. */
  provider: SmsProvider;
}

/** Twilio's id of a text (SM…, MM… for a picture message); test mode's simulated ones are test-…. */
export const providerRefSchema = z.string({ error: "is missing" }).regex(/^[A-Za-z0-9_-]{2,64}$/, { error: "is not a message id" });

/** Why a webhook delivery was refused: not signed by the provider (403), or signed but unusable (400). */
export type WebhookRefusal = { ok: false; reason: "forged" | "invalid"; message: string };

export const FORGED_WEBHOOK_MESSAGE = "The webhook's signature does not match.";

/**
 * The provider's signature first (docs/security.md, "Text-message webhooks"): nothing of a
 * delivery is read before it is proved to come from the provider. Then the fields through the
 * schema, and anything PostgreSQL cannot store (a NUL character) refused by name, so a signed but
 * malformed delivery is a clear 400 and changes nothing.
 */
export function readSignedFields<S extends z.ZodType>(provider: SmsProvider, request: SmsWebhookRequest, schema: S): { ok: true; fields: z.output<S> } | WebhookRefusal {
  if (!provider.verifyWebhook(request)) return { ok: false, reason: "forged", message: FORGED_WEBHOOK_MESSAGE };
  const hostile = findHostileText(request.params);
  if (hostile) return { ok: false, reason: "invalid", message: `${hostile.path}: ${hostile.message}` };
  const parsed = schema.safeParse(request.params);
  if (!parsed.success) {
    // Each field's schema words its own complaint ("is missing or not a phone number").
    const issue = parsed.error.issues[0];
    return { ok: false, reason: "invalid", message: `The webhook's ${issue?.path.join(".") || "form"} ${issue?.message ?? "is not valid"}.` };
  }
  return { ok: true, fields: parsed.data };
}
