import { requireAdminApi } from "@/lib/web/http/admin-access";
import type { ThreadLeadAnswer } from "@/lib/messaging/inbox/inbox-contract";
import { THREAD_MESSAGES, threadParamsSchema } from "@/lib/messaging/inbox/inbox-schemas";
import { createLeadFromThread } from "@/lib/messaging/inbox/lead-from-text";
import { answerResult } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** Makes a lead of a number no account has; answers the lead (201 when new, 200 when it existed). */
export const POST = route({ access: requireAdminApi("messages.manage"), params: threadParamsSchema, notFound: THREAD_MESSAGES.notFound }, async ({ user, params, database }) => {
  const result = await createLeadFromThread(await database(), user, params.phone, new Date());
  return answerResult<ThreadLeadAnswer>(result, result.ok && result.data.created ? 201 : 200);
});
