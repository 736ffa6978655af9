import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { OfferStatePill } from "@/components/admin/offers/OfferStatePill";
import { DataTable } from "@/components/admin/DataTable";
import { linkClass, primaryButtonClass } from "@/components/ui/styles";
import { formatDate } from "@/lib/kernel/format/shorthand";
import { adminOffersPageView } from "@/lib/admin/offers/offers-page";
import { requireAdminPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: "Special offers" };

function window(startsAt: string | null, endsAt: string | null): string {
  if (!startsAt && !endsAt) return "Always";
  return `${startsAt ? formatDate(startsAt) : "Now"} – ${endsAt ? formatDate(new Date(new Date(endsAt).getTime() - 1)) : "no end"}`;
}

export default async function AdminOffersPage() {
  await requireAdminPage("offers.manage");
  const offers = await adminOffersPageView();
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
      <DataTable
        caption="Special offers"
        empty="No offers yet."
        rows={offers}
        columns={[
          {
            header: "Offer",
            cell: (offer) => (
              <>
                <Link href={`/admin/offers/${offer.id}`} className={linkClass}>
                  {offer.name}
                </Link>
                <span className="block max-w-sm text-xs text-slate-600">{offer.description}</span>
              </>
            ),
          },
          { header: "Discount", cell: (offer) => offer.discountText },
          { header: "When", className: "whitespace-nowrap", cell: (offer) => window(offer.startsAt, offer.endsAt) },
          {
            header: "Who",
            cell: (offer) => (
              <>
                {offer.isPublic ? "Public" : "Private"}
                {offer.assignToNewAccounts ? " · every new account" : ""}
              </>
            ),
          },
          {
            header: "Held / used",
            headerClassName: "text-right",
            className: "text-right",
            cell: (offer) => (
              <>
                {offer.assignedCount} / {offer.usedCount}
              </>
            ),
          },
          { header: "State", cell: (offer) => <OfferStatePill state={offer.state} /> },
        ]}
      />
    </>
  );
}
