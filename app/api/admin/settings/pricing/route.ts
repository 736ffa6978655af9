import { revalidatePath } from "next/cache";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { forgetCachedBusinessSettings } from "@/lib/booking/settings-cache";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { pricingUpdateSchema, updatePricing } from "@/lib/admin/settings/update-settings";
import type { PricingAnswer } from "@/lib/admin/settings/settings-contract";

/** The current price table and travel minutes, for the admin editor. */
export const GET = route({ access: requireAdminApi("settings.pricing") }, async ({ database }) => ok(await readBusinessSettings(await database())));

/** Saves prices and travel minutes; new quotes use them at once and public pages refresh. A blocked staff account is read-only. */
export const PUT = route({ access: requireAdminApi("settings.pricing"), body: pricingUpdateSchema }, async ({ user, body, database }) => {
  const result = await updatePricing(await database(), user.id, body);
  forgetCachedBusinessSettings();
  // "From $X" on public pages is rendered at build from the defaults; refresh them now.
  revalidatePath("/", "layout");
  return ok<PricingAnswer>(result);
});
