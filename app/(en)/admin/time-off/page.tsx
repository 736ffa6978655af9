import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { DataTable } from "@/components/admin/DataTable";
import { Pill } from "@/components/admin/StatusBadge";
import { ClashingVisits } from "@/components/admin/time-off/ClashingVisits";
import { PendingTimeOff } from "@/components/admin/time-off/PendingTimeOff";
import { linkClass } from "@/components/ui/styles";
import { daysCountLabel, STAFF_TIME_OFF_STATUS, timeOffDaysLabel } from "@/lib/cabinet/time-off/time-off-labels";
import { staffTimeOffPageView } from "@/lib/cabinet/time-off/time-off-pages";
import type { StaffTimeOff } from "@/lib/cabinet/time-off/time-off-views";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import { requireAdminPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: "Time off" };

const TONE = { requested: "amber", approved: "green", declined: "red", withdrawn: "slate" } as const;

/** Cleaners' time off (docs/product.md, "Time off"): waiting requests to approve or decline, then the recent and upcoming decided ones. */
export default async function AdminTimeOffPage() {
  await requireAdminPage("orders.manage");
  const { pending, decided } = await staffTimeOffPageView();
  return (
    <>
      <AdminPageHeader title="Time off" description="Days off cleaners asked for in their cabinet. Once approved, a cleaner is not offered to customers on those days; visits already assigned to them stay until you move them." />
      <div className="space-y-6">
        <AdminSectionCard id="pending" title="Waiting for a decision">
          <PendingTimeOff requests={pending} />
        </AdminSectionCard>
        <AdminSectionCard id="decided" title="Decided" description="Decided in the last 60 days, or not over yet.">
          <DataTable<StaffTimeOff>
            caption="Decided time off"
            empty="Nothing decided lately."
            rows={decided}
            columns={[
              {
                header: "Cleaner",
                cell: (item) => (
                  <Link href={`/admin/users/${item.cleanerId}`} className={linkClass}>
                    {item.cleanerName}
                  </Link>
                ),
              },
              { header: "Days", cell: (item) => `${timeOffDaysLabel(item.firstDay, item.lastDay)} (${daysCountLabel(item.days)})` },
              { header: "Status", cell: (item) => <Pill tone={TONE[item.status]}>{STAFF_TIME_OFF_STATUS[item.status]}</Pill> },
              { header: "Decided", cell: (item) => (item.decidedAt ? `${formatInNewYork(item.decidedAt, "monthDayTime")}${item.decidedByName ? ` by ${item.decidedByName}` : ""}` : "—") },
              {
                header: "Notes",
                cell: (item) => (
                  <>
                    {item.note ? <p className="whitespace-pre-line">Cleaner: {item.note}</p> : null}
                    {item.decisionNote ? <p className="whitespace-pre-line">Office: {item.decisionNote}</p> : null}
                    {item.note || item.decisionNote ? null : "—"}
                  </>
                ),
              },
              { header: "Visits still assigned", cell: (item) => (item.clashes.length > 0 ? <ClashingVisits visits={item.clashes} /> : "—") },
            ]}
          />
        </AdminSectionCard>
      </div>
    </>
  );
}
