import type { Metadata } from "next";
import { StaffErrorCard } from "@/components/admin/StaffErrorCard";

export const metadata: Metadata = { title: "No access" };

/**
 * A staff section this role may not use (a Moderator opening pricing, say): answered 403 with
 * the reason, inside the admin frame, rather than the public "page not found".
 */
export default function AdminForbidden() {
  return (
    <StaffErrorCard code={403} title="You don't have access" className="max-w-xl" links={[{ href: "/admin", label: "Go to the dashboard" }]}>
      This part of the admin panel is for Admins: pricing, settings, special offers, gift cards and the audit log. The sections in the admin menu are the ones
      your role can use. If you need this page for your work, ask an Admin to change your role.
    </StaffErrorCard>
  );
}
