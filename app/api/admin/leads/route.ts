import { requireAdminApi } from "@/lib/web/http/admin-access";
import { leadQuerySchema } from "@/lib/admin/leads/lead-schemas";
import { listLeads } from "@/lib/admin/leads/leads";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** Contact-form leads, newest first: ?status=&q=&page=&pageSize=. */
export const GET = route({ access: requireAdminApi("operations.view"), query: leadQuerySchema }, async ({ query, database }) => ok(await listLeads(await database(), query)));
