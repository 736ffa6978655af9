import { revalidatePath } from "next/cache";
import { BUSINESS_ADMIN_ROLES } from "@/lib/auth/roles";
import { forgetCachedBusinessSettings } from "@/lib/booking/settings-cache";
import { getDb } from "@/lib/db";
import { requireApiRole } from "@/lib/http/guards";
import { parseJsonBody } from "@/lib/http/parse";
import { okResponse } from "@/lib/http/responses";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { pricingUpdateSchema, updatePricing } from "@/lib/settings/update-settings";

/** The current price table and capacity, for the admin editor. */
export async function GET(): Promise<Response> {
  const guarded = await requireApiRole(BUSINESS_ADMIN_ROLES);
  if (!guarded.ok) return guarded.response;
  return okResponse(await readBusinessSettings(await getDb()));
}

/** Saves prices and capacity; new quotes use them at once and public pages refresh. */
export async function PUT(request: Request): Promise<Response> {
  const guarded = await requireApiRole(BUSINESS_ADMIN_ROLES);
  if (!guarded.ok) return guarded.response;
  const parsed = await parseJsonBody(request, pricingUpdateSchema);
  if (!parsed.ok) return parsed.response;
  const result = await updatePricing(await getDb(), guarded.user.id, parsed.data);
  forgetCachedBusinessSettings();
  // "From $X" on public pages is rendered at build from the defaults; refresh them now.
  revalidatePath("/", "layout");
  return okResponse(result);
}
