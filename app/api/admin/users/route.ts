import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { requireStaffApi } from "@/lib/web/http/staff-access";
import { userListQuerySchema } from "@/lib/staff/schemas";
import { listUsers } from "@/lib/staff/user-search";

/** The staff list of accounts: `?q=&role=&status=&page=&pageSize=`, newest first. */
export const GET = route({ access: requireStaffApi, query: userListQuerySchema }, async ({ user, query, database }) => ok(await listUsers(await database(), user, query)));
