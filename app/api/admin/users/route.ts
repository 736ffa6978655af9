import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { userListQuerySchema } from "@/lib/admin/users/user-schemas";
import { listUsers } from "@/lib/admin/users/user-search";

/** The staff list of accounts: `?q=&role=&status=&page=&pageSize=`, newest first. */
export const GET = route({ access: requireAdminApi("operations.view"), query: userListQuerySchema }, async ({ user, query, database }) => ok(await listUsers(await database(), user, query)));
