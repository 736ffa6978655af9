import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { ActionPanel } from "@/components/admin/actions/ActionFeedback";
import { DataTable } from "@/components/admin/DataTable";
import { Pagination } from "@/components/admin/Pagination";
import { ReverseReferralButton } from "@/components/admin/referrals/ReverseReferralButton";
import { linkClass } from "@/components/ui/styles";
import { adminReferralsPageView } from "@/lib/admin/referrals-page";
import { parseFilters, type RawSearchParams } from "@/lib/admin/search-params";
import { formatOrderNumber } from "@/lib/booking/order-number";
import { formatDate, formatUsd } from "@/lib/kernel/format/shorthand";
import { adminReferralQuerySchema, type AdminReferral } from "@/lib/referrals/admin-list";
import { requireAdminPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: "Referrals" };

const STATUS_TEXT: Record<AdminReferral["status"], string> = {
  pending: "Waiting for the first visit",
  rewarded: "Credit given",
  refused: "No reward",
  reversed: "Reversed",
};

function Person({ person }: { person: AdminReferral["referrer"] }) {
  return (
    <>
      <Link href={`/admin/users/${person.id}`} className={linkClass}>
        {person.name}
      </Link>
      <span className="block break-all text-xs text-slate-600">{person.email}</span>
    </>
  );
}

export default async function AdminReferralsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage("payments.manage");
  const { query, values } = parseFilters(adminReferralQuerySchema, await searchParams);
  const page = await adminReferralsPageView(query);
  return (
    <>
      <AdminPageHeader title="Referrals" description="Friends who booked through a customer's link, the welcome discount they got and the credit their referrer earned. Reverse one that breaks the rules." />
      <ActionPanel>
        <DataTable
          caption="Referrals"
          empty="No referrals yet."
          rows={page.items}
          columns={[
            { header: "Referrer", cell: (referral) => <Person person={referral.referrer} /> },
            { header: "Friend", cell: (referral) => <Person person={referral.friend} /> },
            {
              header: "First visit",
              cell: (referral) =>
                referral.order ? (
                  <Link href={`/admin/orders/${referral.order.id}`} className={linkClass}>
                    {formatOrderNumber(referral.order.number)}
                  </Link>
                ) : (
                  "—"
                ),
            },
            {
              header: "Status",
              cell: (referral) => (
                <>
                  {STATUS_TEXT[referral.status]}
                  {referral.reason ? <span className="mt-1 block text-xs text-slate-600">{referral.reason}</span> : null}
                  <span className="block text-xs text-slate-500">{formatDate(referral.createdAt)}</span>
                </>
              ),
            },
            {
              header: "Welcome / reward",
              headerClassName: "text-right",
              className: "whitespace-nowrap text-right",
              cell: (referral) => `${formatUsd(referral.welcomeCents)} / ${formatUsd(referral.rewardCents)}`,
            },
            {
              header: <span className="sr-only">Actions</span>,
              cell: (referral) =>
                referral.status === "pending" || referral.status === "rewarded" ? (
                  <ReverseReferralButton referral={{ id: referral.id, referrerName: referral.referrer.name, rewardCents: referral.rewardCents }} />
                ) : null,
            },
          ]}
        />
      </ActionPanel>
      <Pagination basePath="/admin/referrals" params={values} page={page.page} pageSize={page.pageSize} total={page.total} />
    </>
  );
}
