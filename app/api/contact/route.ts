import { contactRequestSchema } from "@/lib/contact/contact-schema";
import { CONTACT_THANKS, submitContact } from "@/lib/contact/submit-contact";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import type { MessageAnswer } from "@/lib/kernel/validation/answer-fields";
import { addressFromHeaders } from "@/lib/kernel/client-address";

/**
 * POST /api/contact: the contact form; 400 with messages per field, 429 when sent too often.
 * Like every write by a visitor it waits during maintenance (the wrapper's rule).
 */
export const POST = route({ access: "public", body: contactRequestSchema }, async ({ request, body, logger, database }) => {
  const result = await submitContact(await database(), body, { address: addressFromHeaders(request.headers), logger });
  return result.ok ? ok<MessageAnswer>({ message: CONTACT_THANKS }) : result;
});
