import type { Metadata } from "next";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { OfferForm } from "@/components/admin/offers/OfferForm";
import { requireAdminPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: "New offer" };

export default async function NewOfferPage() {
  await requireAdminPage("offers.manage");
  return (
    <>
      <AdminPageHeader back={{ href: "/admin/offers", label: "All offers" }} title="New offer" />
      <div className="max-w-2xl">
        <AdminSectionCard id="offer" title="Offer">
          <OfferForm />
        </AdminSectionCard>
      </div>
    </>
  );
}
