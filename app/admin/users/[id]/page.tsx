import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { DetailItem } from "@/components/admin/DetailItem";
import { AuditTable } from "@/components/admin/AuditTable";
import { OrderTable } from "@/components/admin/orders/OrderTable";
import { Pill } from "@/components/admin/StatusBadge";
import { linkClass } from "@/components/ui/styles";
import { BillingModeForm } from "@/components/admin/users/BillingModeForm";
import { UserActions } from "@/components/admin/users/UserActions";
import { loadAdminDetail } from "@/lib/web/http/admin-detail-page";
import { formatDate, formatDateTime } from "@/lib/kernel/format/shorthand";
import { adminUserPageView } from "@/lib/admin/users/user-page";

export const metadata: Metadata = { title: "User" };

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { item: detail } = await loadAdminDetail("operations.view", params, adminUserPageView);
  const { user, subjects, billing, self } = detail;
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
