import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/AdminShell";
import { ADMIN_PANEL_ROLES } from "@/lib/auth/roles";
import { requireRole } from "@/lib/auth/session";

export const metadata: Metadata = { title: { default: "Admin panel", template: "%s | Admin | Borough Bright Cleaning" }, robots: { index: false, follow: false } };

/** Staff only (SPEC.md section 6). Each page checks again: a layout alone does not guard a page. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await requireRole(ADMIN_PANEL_ROLES);
  return <AdminShell user={user}>{children}</AdminShell>;
}
