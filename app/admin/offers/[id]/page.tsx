import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { ActionPanel } from "@/components/admin/actions/ActionFeedback";
import { OfferAssignForm } from "@/components/admin/offers/OfferAssignForm";
import { OfferForm } from "@/components/admin/offers/OfferForm";
import { OfferStateButton } from "@/components/admin/offers/OfferStateButton";
import { OfferStatePill } from "@/components/admin/offers/OfferStatePill";
import { StatusBadge } from "@/components/admin/StatusBadge";
import { linkClass, tableClass, tableWrapClass, tdClass, thClass } from "@/components/admin/styles";
import { FormAlert } from "@/components/forms/FormAlert";
import { formatDate, formatDateTime, formatUsd } from "@/lib/admin/format";
import { getAdminOffer } from "@/lib/admin/offers/offers";
import { offerUsage } from "@/lib/admin/offers/usage";
import { requireAdminPage } from "@/lib/admin/page-guard";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "Offer" };

export default async function AdminOfferPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage("offers.manage");
  const { id } = await params;
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  const db = await getDb();
  const offer = await getAdminOffer(db, Number(id));
  if (!offer) notFound();
  const usage = await offerUsage(db, offer.id);
  const created = (await searchParams).created === "1";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/offers" className={linkClass}>
          ← All offers
        </Link>
      </p>
      <AdminPageHeader
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
            {usage.holders.length === 0 ? (
              <p className="text-sm text-slate-600">Nobody holds it yet.</p>
            ) : (
              <div className={tableWrapClass}>
                <table className={tableClass}>
                  <caption className="sr-only">People who hold the offer</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={thClass}>
                        Person
                      </th>
                      <th scope="col" className={thClass}>
                        Given
                      </th>
                      <th scope="col" className={thClass}>
                        Used
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {usage.holders.map((holder) => (
                      <tr key={holder.userId}>
                        <td className={tdClass}>
                          <Link href={`/admin/users/${holder.userId}`} className={linkClass}>
                            {holder.name}
                          </Link>
                          <span className="block break-all text-xs text-slate-600">{holder.email}</span>
                        </td>
                        <td className={`${tdClass} whitespace-nowrap`}>{formatDate(holder.assignedAt)}</td>
                        <td className={`${tdClass} whitespace-nowrap`}>{holder.usedAt ? formatDateTime(holder.usedAt) : "Not yet"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
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
