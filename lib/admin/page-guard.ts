import "server-only";
import { notFound } from "next/navigation";
import { ADMIN_PANEL_ROLES } from "@/lib/auth/roles";
import { requireRole } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/users";
import { can, type AdminAbility } from "./permissions";

/**
 * For every admin page (the layout's check does not protect a page on its own): a visitor goes
 * to /login, a non-staff user home, and a staff role without the ability gets the not-found
 * page, so a section it may not use does not even admit to existing.
 */
export async function requireAdminPage(ability: AdminAbility): Promise<SessionUser> {
  const user = await requireRole(ADMIN_PANEL_ROLES);
  if (!can(user.role, ability)) notFound();
  return user;
}
