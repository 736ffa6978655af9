import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { OfferForm } from "@/components/admin/offers/OfferForm";
import { linkClass } from "@/components/admin/styles";
import { requireAdminPage } from "@/lib/admin/page-guard";

export const metadata: Metadata = { title: "New offer" };

export default async function NewOfferPage() {
  await requireAdminPage("offers.manage");
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/offers" className={linkClass}>
          ← All offers
        </Link>
      </p>
      <AdminPageHeader title="New offer" />
      <div className="max-w-2xl">
        <AdminSectionCard id="offer" title="Offer">
          <OfferForm />
        </AdminSectionCard>
      </div>
    </>
  );
}
