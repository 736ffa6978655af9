import { BUSINESS_ADMIN_ROLES } from "@/lib/auth/roles";
import { getDb } from "@/lib/db";
import { withRole } from "@/lib/http/access";
import { ok } from "@/lib/http/failure";
import { route } from "@/lib/http/route";
import { forgetMaintenanceCache, readMaintenance } from "@/lib/settings/maintenance";
import { maintenanceUpdateSchema, updateMaintenance } from "@/lib/admin/settings/update-settings";

const businessAdmin = withRole(BUSINESS_ADMIN_ROLES);

export const GET = route({ access: businessAdmin }, async () => {
  forgetMaintenanceCache();
  return ok(await readMaintenance());
});

/** Turns maintenance mode on or off; this host applies it at once, others within seconds. */
export const PUT = route({ access: businessAdmin, body: maintenanceUpdateSchema }, async ({ user, body }) => {
  await updateMaintenance(await getDb(), user.id, body);
  forgetMaintenanceCache();
  return ok(await readMaintenance());
});
