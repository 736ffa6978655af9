import { getDb } from "@/lib/platform/db";
import type { PolicySubject } from "@/lib/admin/users/user-policy";
import type { UserListQuery } from "@/lib/admin/users/user-schemas";
import { listUsers, type UserListPage } from "@/lib/admin/users/user-search";

/** /admin/users: the accounts the viewer may see, newest first. */
export async function usersPageView(viewer: PolicySubject, query: UserListQuery): Promise<UserListPage> {
  return listUsers(await getDb(), viewer, query);
}
