import { loadDashboard } from "@/lib/admin/dashboard/dashboard";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** The dashboard's figures: today's and tomorrow's jobs, what waits, and 12 weeks of bookings. */
export const GET = route({ access: requireAdminApi("operations.view") }, async ({ database }) => ok(await loadDashboard(await database())));
