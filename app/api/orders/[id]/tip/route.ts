import { giveTip, TIP_MESSAGES, tipRequestSchema, type Tipper } from "@/lib/payments/tips/tips";
import { activeUser } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import { getPaymentProvider } from "@/lib/payments/provider/provider";
import type { TipAnswer } from "@/lib/payments/tips/tip-contract";

/**
 * Leaves a tip for a completed visit (docs/payments.md#tips), charged to the card on file by the
 * billing job. Two kinds of caller: the holder of the order's poll link (its token is the
 * credential, as for answering the poll, so no sign-in is needed), or the signed-in customer.
 * Anyone else's order is a 404. Paying goes on during maintenance, as other payments do.
 */
export const POST = route(
  { access: "public", params: uuidIdParams, notFound: TIP_MESSAGES.notFound, body: tipRequestSchema, writes: "exempt-from-maintenance" },
  async ({ params, body, database }) => {
    if (!getPaymentProvider()) return failure("unavailable", "Tips cannot be taken online right now. Please call us and we will help.");
    let tipper: Tipper;
    if (body.pollToken !== undefined) tipper = { pollToken: body.pollToken };
    else {
      const access = await activeUser();
      if (!access.ok) return access;
      tipper = { customerId: access.user.id };
    }
    const result = await giveTip(await database(), tipper, params.id, body.tip);
    return result.ok ? ok<TipAnswer>({ tip: result.tip }) : result;
  },
);
