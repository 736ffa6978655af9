import { loadDashboard } from "@/lib/admin/dashboard/dashboard";
import { requireAdminApi } from "@/lib/admin/http";
import { getDb } from "@/lib/db";
import { okResponse } from "@/lib/http/responses";

/** The dashboard's figures: today's and tomorrow's jobs, what waits, and 12 weeks of bookings. */
export async function GET(): Promise<Response> {
  const guarded = await requireAdminApi("operations.view");
  if (!guarded.ok) return guarded.response;
  return okResponse(await loadDashboard(await getDb()));
}
