import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { FilterBar } from "@/components/admin/FilterBar";
import { OrderTable } from "@/components/admin/orders/OrderTable";
import { Pagination } from "@/components/admin/Pagination";
import { secondaryButtonClass } from "@/components/ui/styles";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import { adminOrdersPageView } from "@/lib/admin/orders/orders-page";
import { adminOrderQuerySchema, UNASSIGNED } from "@/lib/admin/orders/order-query";
import { requireAdminPage } from "@/lib/web/http/admin-access";
import { parseFilters, type RawSearchParams } from "@/lib/admin/search-params";
import { STATUS_LABELS } from "@/lib/booking/orders/status-machine";
import { ORDER_STATUSES } from "@/lib/kernel/enums/orders";
import { BOROUGHS } from "@/lib/kernel/service-area";

export const metadata: Metadata = { title: "Orders" };

const SORTS = [
  { value: "start-desc", label: "Visit date, latest first" },
  { value: "start-asc", label: "Visit date, soonest first" },
  { value: "created-desc", label: "Newest bookings first" },
];

export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage("operations.view");
  const { query, values, errors } = parseFilters(adminOrderQuerySchema, await searchParams);
  const { page, cleaners, settings } = await adminOrdersPageView(query);
  return (
    <>
      <AdminPageHeader
        title="Orders"
        description="Every booking. Filter by status, visit date, borough, service or cleaner; open an order to confirm, assign or cancel it."
        actions={
          <Link href="/admin/schedule" className={secondaryButtonClass}>
            Day schedule
          </Link>
        }
      />
      <FilterBar action="/admin/orders" errors={errors} label="Filter orders">
        <TextField name="q" label="Order number or customer" defaultValue={values.q ?? ""} placeholder="C-10042, name or email" />
        <SelectField name="status" label="Status" placeholder="Any status" defaultValue={values.status ?? ""} options={ORDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))} />
        <TextField name="from" label="Visits from" type="date" defaultValue={values.from ?? ""} />
        <TextField name="to" label="Visits until" type="date" defaultValue={values.to ?? ""} />
        <SelectField name="borough" label="Borough" placeholder="Any borough" defaultValue={values.borough ?? ""} options={BOROUGHS.map((borough) => ({ value: borough, label: borough }))} />
        <SelectField name="service" label="Service" placeholder="Any service" defaultValue={values.service ?? ""} options={settings.priceTable.services.map((service) => ({ value: service.slug, label: service.name }))} />
        <SelectField
          name="cleaner"
          label="Cleaner"
          placeholder="Anyone"
          defaultValue={values.cleaner ?? ""}
          options={[{ value: UNASSIGNED, label: "Needs a cleaner" }, ...cleaners.map((person) => ({ value: person.id, label: person.role === "Cleaner" ? person.name : `${person.name} (${person.role})` }))]}
        />
        <SelectField name="sort" label="Order by" defaultValue={values.sort ?? "start-desc"} options={SORTS} />
      </FilterBar>
      <OrderTable orders={page.items} caption="Orders" />
      <Pagination basePath="/admin/orders" params={values} page={page.page} pageSize={page.pageSize} total={page.total} />
    </>
  );
}
