import { requireAdminApi } from "@/lib/web/http/admin-access";
import { KEYS_ORDER_NOT_FOUND, keyCustodyStepSchema, recordKeyCustodyStep, type KeyCustody } from "@/lib/admin/orders/key-custody";
import { answerResult } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/**
 * One step of the order's customer's keys: { step, expectedHolder, cleanerId?, note? }. A step
 * from a holder that is no longer the current one is a 409 (docs/product.md, "Access details and keys").
 */
export const POST = route(
  { access: requireAdminApi("orders.manage"), params: uuidIdParams, notFound: KEYS_ORDER_NOT_FOUND, body: keyCustodyStepSchema },
  async ({ user, params, body, database }) => answerResult<KeyCustody>(await recordKeyCustodyStep(await database(), user, params.id, body)),
);
