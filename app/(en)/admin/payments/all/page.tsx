import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { FilterBar } from "@/components/admin/FilterBar";
import { Pagination, pageHref } from "@/components/admin/Pagination";
import { PaymentsTabs } from "@/components/admin/payments/PaymentsTabs";
import { PaymentTable } from "@/components/admin/payments/PaymentTable";
import { secondaryButtonClass } from "@/components/ui/styles";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import { requireAdminPage } from "@/lib/web/http/admin-access";
import { parseFilters, type RawSearchParams } from "@/lib/admin/search-params";
import { allPaymentsPageView } from "@/lib/payments/admin-payments-pages";
import { ORDER_PAYMENT_KINDS, PAYMENT_KIND_LABELS, PAYMENT_LIST_STATUS_LABELS, PAYMENT_LIST_STATUSES, paymentListQuerySchema } from "@/lib/payments/admin-list/payment-query";

export const metadata: Metadata = { title: "All payments" };

const EXPORT_PATH = "/api/admin/payments/export.csv";

/** Every charge, fee, tip and refund, filtered and paged on the server, with the accountant's CSV. */
export default async function AdminAllPaymentsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage("payments.manage");
  const { query, values, errors } = parseFilters(paymentListQuerySchema, await searchParams);
  const page = await allPaymentsPageView(query);
  // The export takes the filters that were understood, never the page.
  const exportFilters = Object.keys(errors).length > 0 ? {} : { ...values, page: undefined, pageSize: undefined };
  return (
    <>
      <AdminPageHeader
        title="Payments"
        description="Every visit charge, late-cancellation fee, tip and refund. Dates are New York dates of when the payment was opened."
        actions={
          <a href={pageHref(EXPORT_PATH, exportFilters, 1)} className={secondaryButtonClass} download>
            Export CSV
          </a>
        }
      />
      <PaymentsTabs current="/admin/payments/all" />
      <FilterBar action="/admin/payments/all" errors={errors} label="Filter payments">
        <TextField name="q" label="Order number or email" defaultValue={values.q ?? ""} placeholder="C-10042 or name@example.com" />
        <SelectField name="status" label="Status" defaultValue={values.status ?? "all"} options={PAYMENT_LIST_STATUSES.map((status) => ({ value: status, label: PAYMENT_LIST_STATUS_LABELS[status] }))} />
        <SelectField name="kind" label="Kind" placeholder="Any kind" defaultValue={values.kind ?? ""} options={ORDER_PAYMENT_KINDS.map((kind) => ({ value: kind, label: PAYMENT_KIND_LABELS[kind] }))} />
        <TextField name="from" label="From" type="date" defaultValue={values.from ?? ""} />
        <TextField name="to" label="Until" type="date" defaultValue={values.to ?? ""} />
      </FilterBar>
      <PaymentTable payments={page.items} />
      <Pagination basePath="/admin/payments/all" params={values} page={page.page} pageSize={page.pageSize} total={page.total} />
    </>
  );
}
