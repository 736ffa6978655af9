import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/AdminShell";
import { LiveTextUpdates } from "@/components/admin/messages/LiveTextUpdates";
import { StaffShell } from "@/components/layout/StaffShell";
import { LiveOrderUpdates } from "@/components/orders/LiveOrderUpdates";
import { can } from "@/lib/admin/permissions";
import { inboxNavBadge } from "@/lib/messaging/inbox/inbox-pages";
import { INBOX_PATH } from "@/lib/messaging/inbox/thread-address";
import { requireAdminPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: { default: "Admin panel", template: "%s | Admin | Borough Bright Cleaning" }, robots: { index: false, follow: false } };

/** Staff only, in the staff frame. Each page checks again: a layout alone does not guard a page. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await requireAdminPage("adminPanel.open");
  const readsTexts = can(user.role, "messages.manage");
  const unreadThreads = await inboxNavBadge(user.role);
  return (
    <StaffShell role={user.role}>
      {/* Dashboard, orders, schedule and order pages follow bookings as they happen (docs/realtime.md). */}
      <LiveOrderUpdates scope={{ kind: "staff" }} />
      {/* The unread count, the inbox and a thread follow texts as they come in (docs/messaging.md). */}
      {readsTexts ? <LiveTextUpdates /> : null}
      <AdminShell user={user} badges={{ [INBOX_PATH]: unreadThreads }}>
        {children}
      </AdminShell>
    </StaffShell>
  );
}
