import { requireAdminApi } from "@/lib/web/http/admin-access";
import type { ThreadDoneAnswer } from "@/lib/messaging/inbox/inbox-contract";
import { doneBodySchema, THREAD_MESSAGES, threadParamsSchema } from "@/lib/messaging/inbox/inbox-schemas";
import { markThreadDone } from "@/lib/messaging/inbox/mark-done";
import { answerResult } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** Marks the thread done ({ done: true }) or opens it again ({ done: false }). */
export const POST = route(
  { access: requireAdminApi("messages.manage"), params: threadParamsSchema, notFound: THREAD_MESSAGES.notFound, body: doneBodySchema },
  async ({ user, params, body, database }) => answerResult<ThreadDoneAnswer>(await markThreadDone(await database(), user, params.phone, body, new Date())),
);
