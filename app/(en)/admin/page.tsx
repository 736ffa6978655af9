import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { ActionPanel } from "@/components/admin/actions/ActionFeedback";
import { ResolvePollButton } from "@/components/admin/dashboard/ResolvePollButton";
import { StatCard } from "@/components/admin/dashboard/StatCard";
import { WeeklyChart } from "@/components/admin/dashboard/WeeklyChart";
import { InsightsSection } from "@/components/admin/insights/InsightsSection";
import { OrderTable } from "@/components/admin/orders/OrderTable";
import { Pill } from "@/components/admin/StatusBadge";
import { linkClass } from "@/components/ui/styles";
import { dashboardPageView } from "@/lib/admin/dashboard/dashboard-page";
import { insightsPageView } from "@/lib/admin/insights/insights-page";
import type { RawSearchParams } from "@/lib/admin/search-params";
import { formatDate, formatDateTime } from "@/lib/kernel/format/shorthand";
import { requireAdminPage } from "@/lib/web/http/admin-access";
import { can } from "@/lib/admin/permissions";

export const metadata: Metadata = { title: "Dashboard" };

const dayTitle = (date: string, word: string) => `${word}, ${formatDate(`${date}T17:00:00Z`)}`;

export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const user = await requireAdminPage("operations.view");
  const [dashboard, insights] = await Promise.all([dashboardPageView(), insightsPageView(user, await searchParams)]);
  const { today, tomorrow } = dashboard;
  return (
    <>
      <AdminPageHeader title="Dashboard" description="What needs doing today and tomorrow, and how bookings are going." />
      <div className="space-y-6">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label="New orders to confirm" value={dashboard.pendingCount} href="/admin/orders?status=pending&sort=start-asc" hint="Received, not yet confirmed" urgent />
          <StatCard label="Unassigned jobs" value={dashboard.unassignedCount} href={`/admin/orders?cleaner=unassigned&from=${today.date}&sort=start-asc`} hint="From today on, no cleaner yet" urgent />
          <StatCard label="Open leads" value={dashboard.openLeadsCount} href="/admin/leads?status=new" hint="New or contacted" />
          <StatCard label="Flagged polls" value={dashboard.flaggedPollCount} href="#flagged" hint="Rated 3 or less, not yet handled" urgent />
        </div>

        <AdminSectionCard id="today" title={dayTitle(today.date, "Today")} actions={<Link href={`/admin/schedule?date=${today.date}`} className={linkClass}>Day schedule →</Link>}>
          <OrderTable orders={today.jobs} timeOnly caption="Today's jobs" empty="No jobs today." />
        </AdminSectionCard>
        <AdminSectionCard id="tomorrow" title={dayTitle(tomorrow.date, "Tomorrow")} actions={<Link href={`/admin/schedule?date=${tomorrow.date}`} className={linkClass}>Day schedule →</Link>}>
          <OrderTable orders={tomorrow.jobs} timeOnly caption="Tomorrow's jobs" empty="No jobs tomorrow yet." />
        </AdminSectionCard>

        <AdminSectionCard id="held" title="Visits held for review" description="Checked out in under half the estimated time: the charge, receipt and rating request wait until someone reviews the visit on its order page.">
          {dashboard.heldVisits.length === 0 ? (
            <p className="text-sm text-slate-600">No visits are waiting for review.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {dashboard.heldVisits.map((visit) => (
                <li key={visit.orderId} className="py-3">
                  <p className="font-medium text-ink">
                    <Link href={`/admin/orders/${visit.orderId}`} className={linkClass}>
                      {visit.number}
                    </Link>{" "}
                    · {visit.customerName} · {visit.summary}
                  </p>
                  {visit.reason ? <p className="mt-1 text-sm text-slate-700">Cleaner&apos;s reason: {visit.reason}</p> : null}
                  <p className="mt-1 text-xs text-slate-500">Held since {formatDateTime(visit.heldAt)}</p>
                </li>
              ))}
            </ul>
          )}
        </AdminSectionCard>

        <AdminSectionCard id="flagged" title="Flagged satisfaction polls" description="A rating of 3 or less: offer the free re-clean of the satisfaction guarantee.">
          {dashboard.flaggedPolls.length === 0 ? (
            <p className="text-sm text-slate-600">Nothing flagged. Every recent customer was happy.</p>
          ) : (
            <ActionPanel>
              <ul className="divide-y divide-slate-100">
                {dashboard.flaggedPolls.map((poll) => (
                  <li key={poll.orderId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
                    <div>
                      <p className="font-medium text-ink">
                        <Link href={`/admin/orders/${poll.orderId}`} className={linkClass}>
                          {poll.number}
                        </Link>{" "}
                        · {poll.customerName} · rated {poll.rating ?? "–"} of 5
                        {poll.sample ? (
                          <span className="ml-2">
                            <Pill tone="amber">Sample</Pill>
                          </span>
                        ) : null}
                      </p>
                      {poll.comment ? <p className="mt-1 text-sm text-slate-700">“{poll.comment}”</p> : null}
                      {poll.answeredAt ? <p className="mt-1 text-xs text-slate-500">Answered {formatDateTime(poll.answeredAt)}</p> : null}
                    </div>
                    {can(user.role, "orders.manage") ? <ResolvePollButton orderId={poll.orderId} number={poll.number} /> : null}
                  </li>
                ))}
              </ul>
            </ActionPanel>
          )}
        </AdminSectionCard>

        <AdminSectionCard id="weekly" title="Bookings by week" description="The last 12 weeks, counted in the week each booking was made (New York time).">
          <WeeklyChart weeks={dashboard.weeks} />
        </AdminSectionCard>

        {insights ? <InsightsSection view={insights} /> : null}
      </div>
    </>
  );
}
