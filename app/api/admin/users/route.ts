import { getDb } from "@/lib/db";
import { parseValue, searchParamsOf } from "@/lib/http/parse";
import { okResponse } from "@/lib/http/responses";
import { requireStaffApi } from "@/lib/staff/http";
import { userListQuerySchema } from "@/lib/staff/schemas";
import { listUsers } from "@/lib/staff/user-search";

/** The staff list of accounts: `?q=&role=&status=&page=&pageSize=`, newest first. */
export async function GET(request: Request): Promise<Response> {
  const guarded = await requireStaffApi();
  if (!guarded.ok) return guarded.response;
  const query = parseValue(searchParamsOf(request), userListQuerySchema);
  if (!query.ok) return query.response;
  return okResponse(await listUsers(await getDb(), guarded.user, query.data));
}
