import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { FilterBar } from "@/components/admin/FilterBar";
import { Pagination } from "@/components/admin/Pagination";
import { Pill } from "@/components/admin/StatusBadge";
import { DataTable } from "@/components/admin/DataTable";
import { linkClass } from "@/components/ui/styles";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import { formatDate } from "@/lib/kernel/format/shorthand";
import { requireAdminPage } from "@/lib/web/http/admin-access";
import { parseFilters, type RawSearchParams } from "@/lib/admin/search-params";
import { ROLES } from "@/lib/kernel/enums/roles";
import { userListQuerySchema } from "@/lib/admin/users/user-schemas";
import { usersPageView } from "@/lib/admin/users/users-page";

export const metadata: Metadata = { title: "Users" };

export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const viewer = await requireAdminPage("operations.view");
  const { query, values, errors } = parseFilters(userListQuerySchema, await searchParams);
  const page = await usersPageView(viewer, query);
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
      <DataTable
        caption="Users"
        empty="No accounts match."
        rows={page.items}
        columns={[
          {
            header: "Name",
            cell: (user) => (
              <Link href={`/admin/users/${user.id}`} className={linkClass}>
                {user.name}
              </Link>
            ),
          },
          { header: "Email", className: "break-all", cell: (user) => user.email },
          { header: "Role", cell: (user) => user.role },
          { header: "Status", cell: (user) => (user.status === "blocked" ? <Pill tone="red">Blocked</Pill> : <Pill tone="green">Active</Pill>) },
          { header: "Joined", className: "whitespace-nowrap", cell: (user) => formatDate(user.createdAt) },
        ]}
      />
      <Pagination basePath="/admin/users" params={values} page={page.page} pageSize={page.pageSize} total={page.total} />
    </>
  );
}
