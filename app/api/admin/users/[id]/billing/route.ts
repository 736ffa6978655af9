import { billingModeSchema, updateBillingMode } from "@/lib/payments/admin-settings";
import type { BillingModeAnswer } from "@/lib/payments/admin-settings-contract";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Marks an account invoiced (office clients: no card needed, never charged automatically) or back to card (audited). */
export const PUT = route(
  { access: requireAdminApi("payments.manage"), params: uuidIdParams, notFound: "We could not find that account.", body: billingModeSchema },
  async ({ user, params, body, database }) => {
    const result = await updateBillingMode(await database(), user.id, params.id, body);
    return result.ok ? ok<BillingModeAnswer>({ billingMode: body.billingMode }) : result;
  },
);
