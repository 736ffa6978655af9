import type { WaitlistHoldAnswer } from "@/lib/admin/settings/settings-contract";
import { updateWaitlistHold, waitlistHoldUpdateSchema } from "@/lib/admin/settings/update-waitlist-hold";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** PUT /api/admin/settings/waitlist-hold: how long a freed time is held for the first person waiting (docs/product.md#waitlist). */
export const PUT = route({ access: requireAdminApi("settings.pricing"), body: waitlistHoldUpdateSchema }, async ({ user, body, database }) =>
  ok<WaitlistHoldAnswer>({ holdMinutes: await updateWaitlistHold(await database(), user.id, body) }),
);
