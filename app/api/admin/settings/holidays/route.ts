import { revalidatePath } from "next/cache";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { holidaysUpdateSchema, updateHolidays } from "@/lib/admin/settings/update-holidays";
import { forgetCachedBusinessSettings } from "@/lib/booking/settings-cache";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import type { HolidaysAnswer } from "@/lib/admin/settings/settings-contract";

/** Each federal holiday closed or open, with the surcharge of an open one (docs/product.md#scheduling). */
export const GET = route({ access: requireAdminApi("settings.pricing") }, async ({ database }) => {
  const { closing } = await readBusinessSettings(await database());
  return ok({ holidays: closing.holidays });
});

/**
 * Saves every holiday's choice: { holidays: { "veterans-day": { closed: false, surchargePercent: 15 }, … }, reason? }.
 * A blocked staff account is refused: it keeps a read-only session.
 */
export const PUT = route({ access: requireAdminApi("settings.pricing"), body: holidaysUpdateSchema }, async ({ user, body, database }) => {
  const change = await updateHolidays(await database(), user, body);
  if (!change.ok) return change;
  if (change.changes.length > 0) {
    // The slot list and quotes read cached settings and the booking page is static: all see the change now.
    forgetCachedBusinessSettings();
    revalidatePath("/booking");
  }
  return ok<HolidaysAnswer>({ holidays: change.holidays, changes: change.changes });
});
