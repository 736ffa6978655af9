import { getDb } from "@/lib/platform/db";
import { readBusinessSettings, type BusinessSettings } from "@/lib/settings/business-settings";
import { forgetMaintenanceCache, readMaintenance, type MaintenanceSettings } from "@/lib/settings/maintenance";
import { readGoogleReviewUrl } from "@/lib/settings/review-link";
import { readHoldMinutes } from "@/lib/waitlist/hold-setting";

/** /admin/settings: the business settings, the maintenance flag, the Google review link and the waitlist's hold. */
export async function adminSettingsPageView(): Promise<{ settings: BusinessSettings; maintenance: MaintenanceSettings; googleReviewUrl: string | null; waitlistHoldMinutes: number }> {
  // Staff see the flag as stored, not as this host cached it a few seconds ago.
  forgetMaintenanceCache();
  const db = await getDb();
  const [settings, maintenance, googleReviewUrl, waitlistHoldMinutes] = await Promise.all([readBusinessSettings(db), readMaintenance(), readGoogleReviewUrl(db), readHoldMinutes(db)]);
  return { settings, maintenance, googleReviewUrl, waitlistHoldMinutes };
}
