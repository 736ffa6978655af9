import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { ActionPanel } from "@/components/admin/actions/ActionFeedback";
import { OfferAssignForm } from "@/components/admin/offers/OfferAssignForm";
import { OfferForm } from "@/components/admin/offers/OfferForm";
import { OfferStateButton } from "@/components/admin/offers/OfferStateButton";
import { OfferStatePill } from "@/components/admin/offers/OfferStatePill";
import { StatusBadge } from "@/components/admin/StatusBadge";
import { DataTable } from "@/components/admin/DataTable";
import { linkColumn } from "@/components/admin/link-column";
import { linkClass } from "@/components/ui/styles";
import { FormAlert } from "@/components/forms/FormAlert";
import { loadAdminDetail } from "@/lib/web/http/admin-detail-page";
import { formatDate, formatDateTime, formatUsd } from "@/lib/kernel/format/shorthand";
import { adminOfferDetail } from "@/lib/admin/offers/offer-detail";
import type { OfferHolder } from "@/lib/admin/offers/usage";

export const metadata: Metadata = { title: "Offer" };

export default async function AdminOfferPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const {
    item: { offer, usage },
  } = await loadAdminDetail("offers.manage", params, async (db, id) => (/^[1-9]\d{0,8}$/.test(id) ? adminOfferDetail(db, Number(id)) : null));
  const created = (await searchParams).created === "1";
  return (
    <>
      <AdminPageHeader
        back={{ href: "/admin/offers", label: "All offers" }}
        title={offer.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <OfferStatePill state={offer.state} /> {offer.discountText} off · {offer.isPublic ? "public" : "private"}
            {offer.assignToNewAccounts ? " · every new account" : ""}
          </span>
        }
        actions={
          <ActionPanel>
            <OfferStateButton offer={offer} />
          </ActionPanel>
        }
      />
      {created ? (
        <div className="mb-4">
          <FormAlert kind="success">The offer is created. Give it to people below, or let new accounts receive it.</FormAlert>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminSectionCard id="edit" title="Edit">
          <OfferForm initial={offer} />
        </AdminSectionCard>
        <div className="space-y-6">
          <AdminSectionCard id="assign" title="Give it to people">
            {offer.state === "ended" ? <p className="text-sm text-slate-600">The offer has ended. Activate it to give it to anyone.</p> : <OfferAssignForm offer={offer} />}
          </AdminSectionCard>
          <AdminSectionCard id="usage" title="Who holds and used it" description={`${usage.holderCount} hold it, ${usage.usedCount} used it.`}>
            <DataTable
              caption="People who hold the offer"
              empty="Nobody holds it yet."
              rows={usage.holders}
              rowKey={(holder) => holder.userId}
              columns={[
                linkColumn<OfferHolder>(
                  "Person",
                  (holder) => `/admin/users/${holder.userId}`,
                  (holder) => holder.name,
                  (holder) => holder.email,
                ),
                { header: "Given", className: "whitespace-nowrap", cell: (holder) => formatDate(holder.assignedAt) },
                { header: "Used", className: "whitespace-nowrap", cell: (holder) => (holder.usedAt ? formatDateTime(holder.usedAt) : "Not yet") },
              ]}
            />
          </AdminSectionCard>
          <AdminSectionCard id="orders" title="Orders it went into">
            {usage.orders.length === 0 ? (
              <p className="text-sm text-slate-600">No orders yet.</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {usage.orders.map((order) => (
                  <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>
                      <Link href={`/admin/orders/${order.id}`} className={linkClass}>
                        {order.number}
                      </Link>{" "}
                      · {order.customerName} · {formatDate(order.startsAt)} · {formatUsd(order.discountCents)} off
                    </span>
                    <StatusBadge status={order.status} />
                  </li>
                ))}
              </ul>
            )}
          </AdminSectionCard>
        </div>
      </div>
    </>
  );
}
