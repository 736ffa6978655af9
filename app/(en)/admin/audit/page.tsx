import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { AuditTable } from "@/components/admin/AuditTable";
import { FilterBar } from "@/components/admin/FilterBar";
import { Pagination } from "@/components/admin/Pagination";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import { AUDIT_ACTION_LABELS, AUDIT_SUBJECT_TYPES } from "@/lib/admin/audit/audit-labels";
import { auditPageView } from "@/lib/admin/audit/audit-page";
import { auditFilterSchema } from "@/lib/admin/audit/audit-view";
import { requireAdminPage } from "@/lib/web/http/admin-access";
import { parseFilters, type RawSearchParams } from "@/lib/admin/search-params";

export const metadata: Metadata = { title: "Audit log" };

export default async function AdminAuditPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage("audit.read");
  const { query, values, errors } = parseFilters(auditFilterSchema, await searchParams);
  const view = await auditPageView(query);
  return (
    <>
      <AdminPageHeader title="Audit log" description="Every staff action: who did what to whom, when and why. Newest first; times are New York time." />
      <FilterBar action="/admin/audit" errors={errors} label="Filter the audit log">
        <TextField name="actor" label="Staff member's email" type="email" defaultValue={values.actor ?? ""} />
        <SelectField
          name="action"
          label="Action"
          placeholder="Any action"
          defaultValue={values.action ?? ""}
          options={Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <SelectField name="subjectType" label="About" placeholder="Anything" defaultValue={values.subjectType ?? ""} options={AUDIT_SUBJECT_TYPES} />
        <TextField name="subjectId" label="Subject id" defaultValue={values.subjectId ?? ""} hint="An account, order or offer id." />
        <TextField name="from" label="From" type="date" defaultValue={values.from ?? ""} />
        <TextField name="to" label="Until" type="date" defaultValue={values.to ?? ""} />
      </FilterBar>
      {view.unknownActor ? <p className="mb-4 text-sm font-medium text-amber-800">No account has that email address.</p> : null}
      <AuditTable entries={view.page.items} subjects={view.subjects} />
      <Pagination basePath="/admin/audit" params={values} page={view.page.page} pageSize={view.page.pageSize} total={view.page.total} />
    </>
  );
}
