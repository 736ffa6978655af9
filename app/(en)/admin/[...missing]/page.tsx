import { notFound } from "next/navigation";
import { requireAdminPage } from "@/lib/web/http/admin-access";

/**
 * Any /admin address no page answers. Without it Next.js would render the public 404 outside
 * the admin frame; this hands it to app/admin/not-found.tsx. Staff only, like every admin page:
 * others are sent on exactly as by the layout, so the address reveals nothing to them.
 */
export default async function AdminMissingPage(): Promise<never> {
  await requireAdminPage("adminPanel.open");
  notFound();
}
