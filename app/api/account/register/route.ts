import { registrationSchema } from "@/lib/auth/account-schemas";
import { REGISTRATION_ANSWER, registerAccount } from "@/lib/auth/registration";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import type { MessageAnswer } from "@/lib/kernel/validation/answer-fields";
import { addressFromHeaders } from "@/lib/kernel/client-address";

/** Creates an account (Create account tab of /login): the same 202 whether or not the email was free. */
export const POST = route({ access: "public", body: registrationSchema }, async ({ request, body, database }) => {
  const result = await registerAccount(await database(), body, addressFromHeaders(request.headers));
  return result.ok ? ok<MessageAnswer>({ message: REGISTRATION_ANSWER }, { status: 202 }) : result;
});
