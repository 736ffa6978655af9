import { getDb } from "@/lib/platform/db";
import { readBusinessSettings, type BusinessSettings } from "@/lib/settings/business-settings";
import { forgetMaintenanceCache, readMaintenance, type MaintenanceSettings } from "@/lib/settings/maintenance";

/** /admin/settings: the business settings and the maintenance flag. */
export async function adminSettingsPageView(): Promise<{ settings: BusinessSettings; maintenance: MaintenanceSettings }> {
  // Staff see the flag as stored, not as this host cached it a few seconds ago.
  forgetMaintenanceCache();
  const [settings, maintenance] = await Promise.all([readBusinessSettings(await getDb()), readMaintenance()]);
  return { settings, maintenance };
}
