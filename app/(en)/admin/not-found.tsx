import type { Metadata } from "next";
import { StaffErrorCard } from "@/components/admin/StaffErrorCard";

export const metadata: Metadata = { title: "Not found", robots: { index: false, follow: false } };

/**
 * An order, account or page of the admin panel that is not there (a removed record, an old
 * link, a mistyped address): answered 404 inside the admin frame, with the ways back to work,
 * instead of the public site's page with its marketing footer.
 */
export default function AdminNotFound() {
  return (
    <StaffErrorCard
      code={404}
      title="Nothing at this address"
      className="max-w-xl"
      links={[
        { href: "/admin", label: "Go to the dashboard" },
        { href: "/admin/orders", label: "Find an order" },
      ]}
    >
      The order, account or page this link points to is not in the admin panel. The link may be mistyped or out of date. Orders can be found by number, customer
      name or email from the order list.
    </StaffErrorCard>
  );
}
