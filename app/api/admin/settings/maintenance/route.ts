import { BUSINESS_ADMIN_ROLES } from "@/lib/auth/roles";
import { getDb } from "@/lib/db";
import { requireApiRole } from "@/lib/http/guards";
import { parseJsonBody } from "@/lib/http/parse";
import { okResponse } from "@/lib/http/responses";
import { forgetMaintenanceCache, readMaintenance } from "@/lib/settings/maintenance";
import { maintenanceUpdateSchema, updateMaintenance } from "@/lib/settings/update-settings";

export async function GET(): Promise<Response> {
  const guarded = await requireApiRole(BUSINESS_ADMIN_ROLES);
  if (!guarded.ok) return guarded.response;
  forgetMaintenanceCache();
  return okResponse(await readMaintenance());
}

/** Turns maintenance mode on or off; this host applies it at once, others within seconds. */
export async function PUT(request: Request): Promise<Response> {
  const guarded = await requireApiRole(BUSINESS_ADMIN_ROLES);
  if (!guarded.ok) return guarded.response;
  const parsed = await parseJsonBody(request, maintenanceUpdateSchema);
  if (!parsed.ok) return parsed.response;
  await updateMaintenance(await getDb(), guarded.user.id, parsed.data);
  forgetMaintenanceCache();
  return okResponse(await readMaintenance());
}
