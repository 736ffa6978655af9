import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { forgetMaintenanceCache, readMaintenance } from "@/lib/settings/maintenance";
import { maintenanceUpdateSchema, updateMaintenance } from "@/lib/admin/settings/update-settings";
import type { MaintenanceAnswer } from "@/lib/admin/settings/settings-contract";

export const GET = route({ access: requireAdminApi("settings.maintenance") }, async () => {
  forgetMaintenanceCache();
  return ok(await readMaintenance());
});

/** Turns maintenance mode on or off; this host applies it at once, others within seconds. A blocked staff account is read-only. */
export const PUT = route({ access: requireAdminApi("settings.maintenance"), body: maintenanceUpdateSchema }, async ({ user, body, database }) => {
  await updateMaintenance(await database(), user.id, body);
  forgetMaintenanceCache();
  return ok<MaintenanceAnswer>(await readMaintenance());
});
