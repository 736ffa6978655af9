import type { Metadata } from "next";
import type { ReactNode } from "react";
import { StaffShell } from "@/components/layout/StaffShell";
import { CabinetDevice } from "@/components/cabinet/offline/CabinetDevice";
import { ActionQueueProvider } from "@/components/cabinet/offline/ActionQueue";
import { LiveOrderUpdates } from "@/components/orders/LiveOrderUpdates";
import { CABINET_MANIFEST_PATH } from "@/lib/cabinet/offline/manifest";
import { requireCabinetPage } from "@/lib/web/http/admin-access";

/** Installable from here only: public pages link no manifest (docs/architecture.md, "The cabinet offline"). */
export const metadata: Metadata = {
  manifest: CABINET_MANIFEST_PATH,
  appleWebApp: { capable: true, title: "BB Cabinet", statusBarStyle: "default" },
  // Replaces the root's icons as a whole (Next merges metadata per key): the tab keeps the site's icon.
  icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }], apple: "/cleaner/apple-touch-icon.png" },
};

/**
 * The cabinet's staff frame. Each page checks access again: a layout alone does not guard a page.
 * The phone's queue of actions made offline lives here, so whichever cabinet page is open sends
 * it when the connection returns (docs/architecture.md, "The cabinet offline").
 */
export default async function CleanerLayout({ children }: { children: ReactNode }) {
  const user = await requireCabinetPage();
  // A job given, changed or taken away shows at once (docs/realtime.md).
  return (
    <StaffShell role={user.role}>
      <LiveOrderUpdates scope={{ kind: "cleaner" }} />
      <ActionQueueProvider userId={user.id}>
        <CabinetDevice userId={user.id} />
        {children}
      </ActionQueueProvider>
    </StaffShell>
  );
}
