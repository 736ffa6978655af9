import type { ReactNode } from "react";
import { StaffShell } from "@/components/layout/StaffShell";
import { LiveOrderUpdates } from "@/components/orders/LiveOrderUpdates";
import { requireCabinetPage } from "@/lib/web/http/admin-access";

/** The cabinet's staff frame. Each page checks access again: a layout alone does not guard a page. */
export default async function CleanerLayout({ children }: { children: ReactNode }) {
  const user = await requireCabinetPage();
  // A job given, changed or taken away shows at once (docs/realtime.md).
  return (
    <StaffShell role={user.role}>
      <LiveOrderUpdates scope={{ kind: "cleaner" }} />
      {children}
    </StaffShell>
  );
}
