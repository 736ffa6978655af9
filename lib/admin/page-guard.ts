import "server-only";
import { forbidden } from "next/navigation";
import { ADMIN_PANEL_ROLES } from "@/lib/auth/roles";
import { requireRole } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/users";
import { can, type AdminAbility } from "./permissions";

/**
 * For every admin page (the layout's check does not protect a page on its own): a visitor goes
 * to /login, a non-staff user home, and a staff role without the ability gets 403 "You don't
 * have access" (app/admin/forbidden.tsx): staff know the panel's sections exist, so saying
 * "not found" would only send them looking for a broken link.
 */
export async function requireAdminPage(ability: AdminAbility): Promise<SessionUser> {
  const user = await requireRole(ADMIN_PANEL_ROLES);
  if (!can(user.role, ability)) forbidden();
  return user;
}
