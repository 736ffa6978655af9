import { requireCabinetApi } from "@/lib/web/http/admin-access";
import { revealAccessCodes, type AccessCodesAnswer } from "@/lib/cabinet/access-codes";
import { JOB_NOT_FOUND_MESSAGE } from "@/lib/cabinet/job-actions";
import { answerResult } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/**
 * The job's lockbox and alarm codes for its assigned cleaner, from two hours before the visit to
 * its end on the visit's day, each look logged; outside it a 403 saying when (docs/product.md,
 * "Access details and keys"). A POST, since every look is written down and nothing may cache it.
 */
export const POST = route({ access: requireCabinetApi, params: uuidIdParams, notFound: JOB_NOT_FOUND_MESSAGE }, async ({ user, params, database }) =>
  answerResult<AccessCodesAnswer>(await revealAccessCodes(await database(), user, params.id)),
);
