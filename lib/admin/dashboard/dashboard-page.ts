import { getDb } from "@/lib/platform/db";
import { loadDashboard, type Dashboard } from "./dashboard";

/** /admin: today's and tomorrow's work and what waits for staff. */
export async function dashboardPageView(now: Date = new Date()): Promise<Dashboard> {
  return loadDashboard(await getDb(), now);
}
