import { requireAdminApi } from "@/lib/web/http/admin-access";
import type { ThreadReplyAnswer } from "@/lib/messaging/inbox/inbox-contract";
import { replyBodySchema, THREAD_MESSAGES, threadParamsSchema } from "@/lib/messaging/inbox/inbox-schemas";
import { replyToThread } from "@/lib/messaging/inbox/reply";
import { answerResult } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** A staff reply to the thread: { body, draftId? }; queued signed, or refused after STOP (409). */
export const POST = route(
  { access: requireAdminApi("messages.manage"), params: threadParamsSchema, notFound: THREAD_MESSAGES.notFound, body: replyBodySchema },
  async ({ user, params, body, database }) => answerResult<ThreadReplyAnswer>(await replyToThread(await database(), user, params.phone, body, new Date()), 201),
);
