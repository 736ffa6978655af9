import type { Metadata } from "next";
import { OfflineCabinet } from "@/components/cabinet/offline/OfflineCabinet";
import { requireCabinetPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: "Cleaner cabinet", robots: { index: false, follow: false } };

/**
 * The cabinet's app shell: the service worker keeps this page and serves it for the cabinet's
 * addresses when the network fails; it renders the jobs saved on the phone (public/cleaner/sw.js,
 * docs/architecture.md "The cabinet offline").
 */
export default async function CabinetOfflinePage() {
  const user = await requireCabinetPage();
  return <OfflineCabinet userId={user.id} />;
}
