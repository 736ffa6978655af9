import type { SessionUser } from "@/lib/auth/users";
import { readCleanerAvailability, type CleanerAvailability } from "@/lib/booking/availability/cleaner-availability";
import { billingOf } from "@/lib/payments/cards/customer";
import type { Database } from "@/lib/platform/db";
import { nameSubjects, type AuditSubject } from "../audit/audit-view";
import { can } from "../permissions";
import { getUserForStaff, type StaffUserDetail } from "./user-detail";
import { cleanerPreferencesView, type CleanerPreferencesView } from "./cleaner-preferences-view";

export interface AdminUserPageView extends StaffUserDetail {
  /** The subjects of the account's own audit entries, named. */
  subjects: Record<string, AuditSubject>;
  /** How the account pays: only for those who handle payments, and never their own account. */
  billing: Awaited<ReturnType<typeof billingOf>> | null;
  self: boolean;
  /** Preferred and blocked cleaners of a customer, or a cleaner's "never send to" list; null for other accounts. */
  cleanerPreferences: CleanerPreferencesView | null;
  /**
   * The working week and boroughs of an account that takes jobs (docs/product.md#cleaners-availability),
   * `current` null when they are not on the booking schedule; null for other accounts. Those who
   * assign cleaners change it, never on their own account.
   */
  workingWeek: { current: CleanerAvailability | null; canChange: boolean } | null;
}

/** /admin/users/{id}, through loadAdminDetail (../detail-page.ts): the account as the viewer may see it. */
export async function adminUserPageView(db: Database, id: string, viewer: SessionUser): Promise<AdminUserPageView | null> {
  const detail = await getUserForStaff(db, viewer, id);
  if (!detail) return null;
  const subjects = detail.auditBy ? await nameSubjects(db, detail.auditBy.items) : {};
  const self = detail.user.id === viewer.id;
  const billing = can(viewer.role, "payments.manage") && !self ? await billingOf(db, detail.user.id) : null;
  const cleanerPreferences = await cleanerPreferencesView(db, detail.user);
  const workingWeek = can(detail.user.role, "cleanerCabinet.open") ? { current: await readCleanerAvailability(db, detail.user.id), canChange: can(viewer.role, "orders.manage") && !self } : null;
  return { ...detail, subjects, billing, self, cleanerPreferences, workingWeek };
}
