import { notFound } from "next/navigation";
import { requireCabinetPage } from "@/lib/web/http/admin-access";

/**
 * Any /cleaner address no page answers. Without it Next.js would render the public 404 outside
 * the cabinet frame; this hands it to app/cleaner/not-found.tsx. Cabinet roles only, like the
 * layout, so the address reveals nothing to anyone else.
 */
export default async function CabinetMissingPage(): Promise<never> {
  await requireCabinetPage();
  notFound();
}
