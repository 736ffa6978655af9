import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { FilterBar } from "@/components/admin/FilterBar";
import { LeadStatusPill } from "@/components/admin/leads/LeadStatusPill";
import { Pagination } from "@/components/admin/Pagination";
import { DataTable } from "@/components/admin/DataTable";
import { linkClass } from "@/components/ui/styles";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import { formatDateTime } from "@/lib/kernel/format/shorthand";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, leadQuerySchema } from "@/lib/admin/leads/lead-schemas";
import { leadsPageView, unfinishedQuoteLeadsView } from "@/lib/admin/leads/leads-page";
import { formatUsd } from "@/lib/kernel/money";
import { requireAdminPage } from "@/lib/web/http/admin-access";
import { parseFilters, type RawSearchParams } from "@/lib/admin/search-params";

export const metadata: Metadata = { title: "Leads" };

export default async function AdminLeadsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage("operations.view");
  const { query, values, errors } = parseFilters(leadQuerySchema, await searchParams);
  const [page, unfinished] = await Promise.all([leadsPageView(query), unfinishedQuoteLeadsView()]);
  return (
    <>
      <AdminPageHeader title="Leads" description="Messages and free-estimate requests from the contact form. Open one to record the follow-up." />
      <FilterBar action="/admin/leads" errors={errors} label="Filter leads">
        <TextField name="q" label="Name, email or phone" defaultValue={values.q ?? ""} className="lg:col-span-2" />
        <SelectField name="status" label="Status" placeholder="Any status" defaultValue={values.status ?? ""} options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))} />
      </FilterBar>
      <DataTable
        caption="Leads"
        empty="No leads match."
        rows={page.items}
        columns={[
          { header: "Received", className: "whitespace-nowrap", cell: (lead) => formatDateTime(lead.createdAt) },
          {
            header: "From",
            cell: (lead) => (
              <>
                <Link href={`/admin/leads/${lead.id}`} className={linkClass}>
                  {lead.name}
                </Link>
                <span className="block break-all text-xs text-slate-600">{lead.email || lead.phone}</span>
              </>
            ),
          },
          {
            header: "About",
            cell: (lead) => (
              <>
                {[lead.serviceName, lead.area].filter(Boolean).join(" · ") || "General question"}
                {lead.freeEstimate ? <span className="ml-1 text-xs font-semibold text-brand-800">Free estimate</span> : null}
                <span className="block max-w-md truncate text-xs text-slate-600">{lead.message}</span>
              </>
            ),
          },
          { header: "Prefers", cell: (lead) => lead.preferredContact },
          { header: "Status", cell: (lead) => <LeadStatusPill status={lead.status} /> },
        ]}
      />
      <Pagination basePath="/admin/leads" params={values} page={page.page} pageSize={page.pageSize} total={page.total} />
      <h2 className="mt-10 text-lg font-semibold text-ink">Unfinished bookings</h2>
      <p className="mt-1 text-sm text-slate-600">Visitors who asked for their quote by email and have not booked yet. They leave this list on their own when the visitor books or unsubscribes.</p>
      <DataTable
        caption="Unfinished bookings"
        empty="No unfinished bookings."
        rows={unfinished}
        columns={[
          { header: "Saved", className: "whitespace-nowrap", cell: (quote) => formatDateTime(quote.createdAt) },
          { header: "Email", cell: (quote) => <span className="break-all">{quote.email}</span> },
          { header: "Quote", cell: (quote) => `${quote.serviceName} · ${formatUsd(quote.quoteCents)}` },
          { header: "Source", cell: () => "Unfinished booking" },
          { header: "Status", cell: (quote) => (quote.status === "sent" ? `Quote emailed ${quote.sentAt ? formatDateTime(quote.sentAt) : ""}` : "Email due within the hour") },
        ]}
      />
    </>
  );
}
