import { getDb } from "@/lib/db";
import { changeEmailSchema } from "@/lib/auth/account-schemas";
import { requestEmailChange } from "@/lib/account/change-email";
import { requireActiveApiUser } from "@/lib/http/guards";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";
import { requestLogger } from "@/lib/log/logger";

/** Starts an email change: mails a confirmation link to the new address. Nothing changes yet. */
export async function POST(request: Request): Promise<Response> {
  const guarded = await requireActiveApiUser();
  if (!guarded.ok) return guarded.response;
  const parsed = await parseJsonBody(request, changeEmailSchema);
  if (!parsed.ok) return parsed.response;
  const result = await requestEmailChange(await getDb(), guarded.user.id, parsed.data, { logger: requestLogger(request.headers) });
  if (!result.ok) return errorResponse(result.status, result.message, result.fieldErrors);
  return okResponse(
    { newEmail: result.newEmail, message: `We sent a link to ${result.newEmail}. Open it within 24 hours to switch your account to that address.` },
    { status: 202 },
  );
}
