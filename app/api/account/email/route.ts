import { changeEmailSchema } from "@/lib/auth/account-schemas";
import { requestEmailChange } from "@/lib/account/change-email";
import { activeUser } from "@/lib/web/http/access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import type { ChangeEmailAnswer } from "@/lib/account/change-email-contract";
import { addressFromHeaders } from "@/lib/kernel/client-address";

/** Starts an email change: mails a confirmation link to the new address. Nothing changes yet. */
export const POST = route({ access: activeUser, body: changeEmailSchema }, async ({ request, user, body, database }) => {
  const result = await requestEmailChange(await database(), user.id, body, { clientAddress: addressFromHeaders(request.headers) });
  if (!result.ok) return result;
  return ok<ChangeEmailAnswer>(
    { newEmail: result.newEmail, message: `We sent a link to ${result.newEmail}. Open it within 24 hours to switch your account to that address.` },
    { status: 202 },
  );
});
