import { revalidatePath } from "next/cache";
import { BUSINESS_ADMIN_ROLES } from "@/lib/auth/roles";
import { forgetCachedBusinessSettings } from "@/lib/booking/settings-cache";
import { getDb } from "@/lib/db";
import { withRole } from "@/lib/http/access";
import { ok } from "@/lib/http/failure";
import { route } from "@/lib/http/route";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { pricingUpdateSchema, updatePricing } from "@/lib/admin/settings/update-settings";

const businessAdmin = withRole(BUSINESS_ADMIN_ROLES);

/** The current price table and capacity, for the admin editor. */
export const GET = route({ access: businessAdmin }, async () => ok(await readBusinessSettings(await getDb())));

/** Saves prices and capacity; new quotes use them at once and public pages refresh. */
export const PUT = route({ access: businessAdmin, body: pricingUpdateSchema }, async ({ user, body }) => {
  const result = await updatePricing(await getDb(), user.id, body);
  forgetCachedBusinessSettings();
  // "From $X" on public pages is rendered at build from the defaults; refresh them now.
  revalidatePath("/", "layout");
  return ok(result);
});
