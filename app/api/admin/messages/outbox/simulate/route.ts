import { requireAdminApi } from "@/lib/web/http/admin-access";
import type { SimulateReplyAnswer } from "@/lib/messaging/inbox/inbox-contract";
import { simulateReplyBodySchema } from "@/lib/messaging/inbox/inbox-schemas";
import { simulateInboundText } from "@/lib/messaging/inbox/simulate-reply";
import { answerResult } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** Test mode only: { phone, body } arrives as a text from that number, through the signed inbound path (404 otherwise). */
export const POST = route({ access: requireAdminApi("messages.manage"), body: simulateReplyBodySchema }, async ({ user, body, database }) =>
  answerResult<SimulateReplyAnswer>(await simulateInboundText(await database(), user, body, new Date()), 201),
);
