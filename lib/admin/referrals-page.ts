import { getDb } from "@/lib/platform/db";
import { listReferralsForAdmin, type AdminReferral, type AdminReferralQuery } from "@/lib/referrals/admin-list";
import type { Page } from "@/lib/kernel/paging";

/** /admin/referrals: one page of referrals. */
export async function adminReferralsPageView(query: AdminReferralQuery): Promise<Page<AdminReferral>> {
  return listReferralsForAdmin(await getDb(), query);
}
