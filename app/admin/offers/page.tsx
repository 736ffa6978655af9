import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { OfferStatePill } from "@/components/admin/offers/OfferStatePill";
import { linkClass, primaryButtonClass, tableClass, tableWrapClass, tdClass, thClass } from "@/components/admin/styles";
import { formatDate } from "@/lib/admin/format";
import { listAdminOffers } from "@/lib/admin/offers/offers";
import { requireAdminPage } from "@/lib/admin/page-guard";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "Special offers" };

function window(startsAt: string | null, endsAt: string | null): string {
  if (!startsAt && !endsAt) return "Always";
  return `${startsAt ? formatDate(startsAt) : "Now"} – ${endsAt ? formatDate(new Date(new Date(endsAt).getTime() - 1)) : "no end"}`;
}

export default async function AdminOffersPage() {
  await requireAdminPage("offers.manage");
  const offers = await listAdminOffers(await getDb());
  return (
    <>
      <AdminPageHeader
        title="Special offers"
        description="Discounts for everyone, for new accounts or for the people you choose. Each copy given to someone is used once."
        actions={
          <Link href="/admin/offers/new" className={primaryButtonClass}>
            New offer
          </Link>
        }
      />
      {offers.length === 0 ? (
        <p className="text-sm text-slate-600">No offers yet.</p>
      ) : (
        <div className={tableWrapClass}>
          <table className={tableClass}>
            <caption className="sr-only">Special offers</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Offer
                </th>
                <th scope="col" className={thClass}>
                  Discount
                </th>
                <th scope="col" className={thClass}>
                  When
                </th>
                <th scope="col" className={thClass}>
                  Who
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Held / used
                </th>
                <th scope="col" className={thClass}>
                  State
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {offers.map((offer) => (
                <tr key={offer.id}>
                  <td className={tdClass}>
                    <Link href={`/admin/offers/${offer.id}`} className={linkClass}>
                      {offer.name}
                    </Link>
                    <span className="block max-w-sm text-xs text-slate-600">{offer.description}</span>
                  </td>
                  <td className={tdClass}>{offer.discountText}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{window(offer.startsAt, offer.endsAt)}</td>
                  <td className={tdClass}>
                    {offer.isPublic ? "Public" : "Private"}
                    {offer.assignToNewAccounts ? " · every new account" : ""}
                  </td>
                  <td className={`${tdClass} text-right`}>
                    {offer.assignedCount} / {offer.usedCount}
                  </td>
                  <td className={tdClass}>
                    <OfferStatePill state={offer.state} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
