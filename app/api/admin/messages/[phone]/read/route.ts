import { requireAdminApi } from "@/lib/web/http/admin-access";
import type { ThreadReadAnswer } from "@/lib/messaging/inbox/inbox-contract";
import { THREAD_MESSAGES, threadParamsSchema } from "@/lib/messaging/inbox/inbox-schemas";
import { markThreadRead } from "@/lib/messaging/inbox/mark-read";
import { answerResult } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** The thread is open on a staff screen: its texts are read. */
export const POST = route({ access: requireAdminApi("messages.manage"), params: threadParamsSchema, notFound: THREAD_MESSAGES.notFound }, async ({ user, params, database }) =>
  answerResult<ThreadReadAnswer>(await markThreadRead(await database(), user, params.phone, new Date())),
);
