import { reverseReferral, reverseReferralSchema } from "@/lib/referrals/reversal";
import type { ReversedReferralAnswer } from "@/lib/referrals/reverse-referral-contract";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Reverses a referral: { reason }. The reward given is taken back in the ledger; audited with the actor. */
export const POST = route(
  { access: requireAdminApi("payments.manage"), params: uuidIdParams, notFound: "That referral does not exist.", body: reverseReferralSchema },
  async ({ user, params, body, database }) => {
    const result = await reverseReferral(await database(), { referralId: params.id, reason: body.reason, actorId: user.id, now: new Date() });
    return result.ok ? ok<ReversedReferralAnswer>({ takenBackCents: result.takenBackCents }) : result;
  },
);
