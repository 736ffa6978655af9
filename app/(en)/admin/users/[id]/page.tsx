import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { DetailItem } from "@/components/admin/DetailItem";
import { AuditTable } from "@/components/admin/AuditTable";
import { OrderTable } from "@/components/admin/orders/OrderTable";
import { Pill } from "@/components/admin/StatusBadge";
import { linkClass } from "@/components/ui/styles";
import { BillingModeForm } from "@/components/admin/users/BillingModeForm";
import { PayRuleForm } from "@/components/admin/payroll/PayRuleForm";
import { CreditAdjustmentForm } from "@/components/admin/users/CreditAdjustmentForm";
import { CreditEntryList } from "@/components/account/CreditEntryList";
import { staffCreditPageView } from "@/lib/account-credit/credit-page";
import { UserActions } from "@/components/admin/users/UserActions";
import { CleanerPreferences } from "@/components/admin/users/CleanerPreferences";
import { WorkingWeekForm } from "@/components/admin/users/WorkingWeekForm";
import { WorkingWeekSummary } from "@/components/admin/users/WorkingWeekSummary";
import { loadAdminDetail } from "@/lib/web/http/admin-detail-page";
import { formatDate, formatDateTime, formatUsd } from "@/lib/kernel/format/shorthand";
import { adminUserPageView } from "@/lib/admin/users/user-page";
import { can } from "@/lib/kernel/enums/abilities";
import { payRulePageView } from "@/lib/payroll/payroll-pages";

export const metadata: Metadata = { title: "User" };

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { item: detail, viewer } = await loadAdminDetail("operations.view", params, adminUserPageView);
  const { user, subjects, billing, self } = detail;
  // Pay rules are for people who take jobs, set by those who run payroll (never on their own account).
  const showsPay = can(viewer.role, "payroll.manage") && can(user.role, "cleanerCabinet.open") && !self;
  const payRule = showsPay ? await payRulePageView(user.id) : null;
  // Account credit is a customer's (docs/product.md, "Referrals and account credit"); only credit.adjust holders change it, never their own.
  const credit = user.role === "Customer" ? await staffCreditPageView(user.id) : null;
  const adjustsCredit = can(viewer.role, "credit.adjust") && !self;
  return (
    <>
      <AdminPageHeader
        back={{ href: "/admin/users", label: "All users" }}
        title={user.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {user.role} · {user.email} {user.status === "blocked" ? <Pill tone="red">Blocked</Pill> : <Pill tone="green">Active</Pill>}
            {self ? <Pill tone="sky">You</Pill> : null}
          </span>
        }
      />
      <div className="space-y-6">
        <AdminSectionCard id="account" title="Account">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <DetailItem label="Phone">{user.phone ?? "Not given"}</DetailItem>
            <DetailItem label="Email">{user.emailVerified ? "Confirmed" : "Not confirmed yet"}</DetailItem>
            <DetailItem label="Joined">{formatDate(user.createdAt)}</DetailItem>
            {user.status === "blocked" ? (
              <DetailItem label="Blocked">
                {user.blockedAt ? `${formatDateTime(user.blockedAt)}: ` : ""}
                {user.blockedReason}
              </DetailItem>
            ) : null}
          </dl>
          <div className="mt-5 border-t border-slate-100 pt-4">
            <UserActions user={user} />
          </div>
        </AdminSectionCard>

        {billing ? (
          <AdminSectionCard id="billing" title="Billing" description={billing.billingMode === "invoice" ? `Invoiced to ${billing.invoiceCompany ?? "their company"}.` : "Pays by the card on file."}>
            <BillingModeForm user={{ id: user.id, name: user.name }} current={billing} />
          </AdminSectionCard>
        ) : null}

        {credit ? (
          <AdminSectionCard id="credit" title="Account credit" description={`Balance: ${formatUsd(credit.balanceCents)}. Used on their next booking, before tax.`}>
            {credit.entries.length > 0 ? <CreditEntryList entries={credit.entries} /> : <p className="text-sm text-slate-600">No credit yet.</p>}
            {adjustsCredit ? (
              <div className="mt-5 border-t border-slate-100 pt-4">
                <CreditAdjustmentForm user={{ id: user.id, name: user.name }} balanceCents={credit.balanceCents} />
              </div>
            ) : null}
          </AdminSectionCard>
        ) : null}

        {detail.cleanerPreferences ? (
          <AdminSectionCard
            id="cleaners"
            title={detail.cleanerPreferences.side === "customer" ? "Preferred and blocked cleaners" : "Never sent to"}
            description={detail.cleanerPreferences.side === "customer" ? "Assigning a blocked cleaner to their visits is refused." : "Customers this cleaner is never assigned to."}
          >
            {/* Changing them is the order-assigning ability's, as the routes check (docs/product.md#preferred-and-blocked-cleaners). */}
            <CleanerPreferences user={{ id: user.id, name: user.name }} view={detail.cleanerPreferences} canChange={can(viewer.role, "orders.manage")} />
          </AdminSectionCard>
        ) : null}

        {detail.workingWeek ? (
          <AdminSectionCard
            id="working-week"
            title="Working week"
            description={
              detail.workingWeek.current
                ? `The days, hours and boroughs customers can book ${user.firstName} for. Last changed ${formatDateTime(detail.workingWeek.current.updatedAt)}.`
                : `Not on the booking schedule: customers are never offered ${user.firstName}, though staff can still assign them by hand.`
            }
          >
            {/* Set by those who assign cleaners, never on one's own account (docs/product.md#cleaners-availability). */}
            {detail.workingWeek.canChange ? (
              <WorkingWeekForm user={{ id: user.id, name: user.name }} current={detail.workingWeek.current ? { boroughs: detail.workingWeek.current.boroughs, workingWeek: detail.workingWeek.current.workingWeek } : null} />
            ) : detail.workingWeek.current ? (
              <WorkingWeekSummary boroughs={detail.workingWeek.current.boroughs} workingWeek={detail.workingWeek.current.workingWeek} />
            ) : null}
          </AdminSectionCard>
        ) : null}

        {showsPay ? (
          <AdminSectionCard id="pay" title="Pay" description={payRule ? "How this person is paid for their visits." : "No pay rule yet: their visits count hours but no pay."}>
            <PayRuleForm user={{ id: user.id, name: user.name }} current={payRule} />
          </AdminSectionCard>
        ) : null}

        <AdminSectionCard id="orders" title={`Orders (${detail.orders.total})`} description={detail.orders.total > detail.orders.items.length ? "The most recent ones." : undefined}>
          <OrderTable orders={detail.orders.items} caption="Orders booked by this account" empty="No orders booked." />
        </AdminSectionCard>

        {detail.jobs ? (
          <AdminSectionCard id="jobs" title={`Jobs as a cleaner (${detail.jobs.total})`}>
            <OrderTable orders={detail.jobs.items} caption="Jobs assigned to this account" empty="No jobs assigned." />
          </AdminSectionCard>
        ) : null}

        {detail.auditOn ? (
          <AdminSectionCard id="history" title="Staff actions on this account">
            <AuditTable entries={detail.auditOn.items} subjects={{ [`user:${user.id}`]: { label: user.name, href: null } }} />
          </AdminSectionCard>
        ) : null}
        {detail.auditBy ? (
          <AdminSectionCard id="history-by" title="Actions taken by this account">
            <AuditTable entries={detail.auditBy.items} subjects={subjects} />
            <p className="mt-3 text-sm">
              <Link href={`/admin/audit?actor=${encodeURIComponent(user.email)}`} className={linkClass}>
                All of them in the audit log →
              </Link>
            </p>
          </AdminSectionCard>
        ) : null}
      </div>
    </>
  );
}
