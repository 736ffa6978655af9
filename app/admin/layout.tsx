import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/AdminShell";
import { StaffShell } from "@/components/layout/StaffShell";
import { LiveOrderUpdates } from "@/components/orders/LiveOrderUpdates";
import { requireAdminPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: { default: "Admin panel", template: "%s | Admin | Borough Bright Cleaning" }, robots: { index: false, follow: false } };

/** Staff only, in the staff frame. Each page checks again: a layout alone does not guard a page. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await requireAdminPage("adminPanel.open");
  return (
    <StaffShell role={user.role}>
      {/* Dashboard, orders, schedule and order pages follow bookings as they happen (docs/realtime.md). */}
      <LiveOrderUpdates scope={{ kind: "staff" }} />
      <AdminShell user={user}>{children}</AdminShell>
    </StaffShell>
  );
}
