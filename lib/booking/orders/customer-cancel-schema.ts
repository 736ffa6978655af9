import { z } from "zod";
import { multiLineText } from "@/lib/kernel/validation/text";

/** POST /api/orders/[id]/cancel: the customer's optional reason. Safe for client bundles. */

export const CANCEL_REASON_MAX = 500;

export const customerCancelSchema = z.object({
  reason: multiLineText("reason")
    .trim()
    .max(CANCEL_REASON_MAX, { error: `Keep the reason under ${CANCEL_REASON_MAX} characters.` })
    .nullish()
    .transform((value) => (value ? value : null)),
});
