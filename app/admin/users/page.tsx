import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { FilterBar } from "@/components/admin/FilterBar";
import { Pagination } from "@/components/admin/Pagination";
import { Pill } from "@/components/admin/StatusBadge";
import { linkClass, tableClass, tableWrapClass, tdClass, thClass } from "@/components/admin/styles";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import { formatDate } from "@/lib/admin/format";
import { requireAdminPage } from "@/lib/admin/page-guard";
import { parseFilters, type RawSearchParams } from "@/lib/admin/search-params";
import { getDb } from "@/lib/db";
import { ROLES } from "@/lib/db/schema/users";
import { userListQuerySchema } from "@/lib/staff/schemas";
import { listUsers } from "@/lib/staff/user-search";

export const metadata: Metadata = { title: "Users" };

export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const viewer = await requireAdminPage("operations.view");
  const { query, values, errors } = parseFilters(userListQuerySchema, await searchParams);
  const page = await listUsers(await getDb(), viewer, query);
  return (
    <>
      <AdminPageHeader title="Users" description="Every account. Open one to see their orders and history, and to block, unblock, sign out or change the role." />
      <FilterBar action="/admin/users" errors={errors} label="Filter users">
        <TextField name="q" label="Name or email" defaultValue={values.q ?? ""} className="lg:col-span-2" />
        <SelectField name="role" label="Role" placeholder="Any role" defaultValue={values.role ?? ""} options={ROLES.map((role) => ({ value: role, label: role }))} />
        <SelectField
          name="status"
          label="Status"
          placeholder="Any status"
          defaultValue={values.status ?? ""}
          options={[
            { value: "active", label: "Active" },
            { value: "blocked", label: "Blocked" },
          ]}
        />
      </FilterBar>
      {page.items.length === 0 ? (
        <p className="text-sm text-slate-600">No accounts match.</p>
      ) : (
        <div className={tableWrapClass}>
          <table className={tableClass}>
            <caption className="sr-only">Users</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Name
                </th>
                <th scope="col" className={thClass}>
                  Email
                </th>
                <th scope="col" className={thClass}>
                  Role
                </th>
                <th scope="col" className={thClass}>
                  Status
                </th>
                <th scope="col" className={thClass}>
                  Joined
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {page.items.map((user) => (
                <tr key={user.id}>
                  <td className={tdClass}>
                    <Link href={`/admin/users/${user.id}`} className={linkClass}>
                      {user.name}
                    </Link>
                  </td>
                  <td className={`${tdClass} break-all`}>{user.email}</td>
                  <td className={tdClass}>{user.role}</td>
                  <td className={tdClass}>{user.status === "blocked" ? <Pill tone="red">Blocked</Pill> : <Pill tone="green">Active</Pill>}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDate(user.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination basePath="/admin/users" params={values} page={page.page} pageSize={page.pageSize} total={page.total} />
    </>
  );
}
