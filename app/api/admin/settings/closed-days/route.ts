import { revalidatePath } from "next/cache";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { forgetCachedBusinessSettings } from "@/lib/booking/settings-cache";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { closedDaySchema, removeClosedDaySchema, upcomingClosedDays } from "@/lib/settings/closed-day";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import { addClosedDay, removeClosedDay, type ClosedDayChange } from "@/lib/admin/settings/update-closed-days";
import type { ClosedDaysAnswer } from "@/lib/admin/settings/settings-contract";

/** A blocked staff account keeps a read-only session: it may read the list, not change it. */
const closedDayChanges = requireAdminApi("settings.pricing");

function answer(change: ClosedDayChange) {
  if (!change.ok) return change;
  // The slot list reads cached settings and the booking page is static: both see the change now.
  forgetCachedBusinessSettings();
  revalidatePath("/booking");
  return ok<ClosedDaysAnswer>({ closedDays: change.closedDays });
}

/** The closed days from today on. */
export const GET = route({ access: requireAdminApi("settings.pricing") }, async ({ database }) => {
  const { closing } = await readBusinessSettings(await database());
  return ok({ closedDays: upcomingClosedDays(closing.closedDays, newYorkIsoDateOf(new Date())) });
});

/** Closes a day: { date: "2026-12-08", reason?: "Staff training" }. */
export const POST = route({ access: closedDayChanges, body: closedDaySchema }, async ({ user, body, database }) => answer(await addClosedDay(await database(), user, body)));

/** Opens a closed day again: { date }. */
export const DELETE = route({ access: closedDayChanges, body: removeClosedDaySchema }, async ({ user, body, database }) =>
  answer(await removeClosedDay(await database(), user, body.date)),
);
