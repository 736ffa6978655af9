/** The staff list of accounts: search, filters, paging, newest first. */
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { users } from "@/lib/platform/db/schema/users";
import type { PolicySubject } from "./user-policy";
import { USER_LIST_MAX_PAGE_SIZE, type UserListQuery } from "./user-schemas";
import { STAFF_USER_COLUMNS, toUserListItem, type UserListItem } from "./user-dto";

export interface UserListPage {
  items: UserListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** Makes a search text literal inside ILIKE: `%`, `_` and the escape character itself. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function filtersOf(query: UserListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLikePattern(query.q)}%`;
    // The full name covers first and last name alone as well as "Ana Ruiz".
    const search = or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern));
    if (search) conditions.push(search);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status) conditions.push(eq(users.status, query.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of accounts with what `viewer` may do to each. */
export async function listUsers(db: Database, viewer: PolicySubject, query: UserListQuery): Promise<UserListPage> {
  const pageSize = Math.min(Math.max(Math.trunc(query.pageSize), 1), USER_LIST_MAX_PAGE_SIZE);
  const page = Math.max(Math.trunc(query.page), 1);
  const where = filtersOf(query);
  const [rows, totals] = await Promise.all([
    db
      .select(STAFF_USER_COLUMNS)
      .from(users)
      .where(where)
      // The id keeps the order stable between pages when two accounts share a moment.
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows.map((row) => toUserListItem(row, viewer)), total: totals[0]?.total ?? 0, page, pageSize };
}
