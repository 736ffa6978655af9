import type { Metadata } from "next";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { DetailItem } from "@/components/admin/DetailItem";
import { LeadEditor } from "@/components/admin/leads/LeadEditor";
import { LeadStatusPill } from "@/components/admin/leads/LeadStatusPill";
import { linkClass } from "@/components/ui/styles";
import { loadAdminDetail } from "@/lib/web/http/admin-detail-page";
import { formatDateTime } from "@/lib/kernel/format/shorthand";
import { getLead } from "@/lib/admin/leads/leads";
import { can } from "@/lib/admin/permissions";

export const metadata: Metadata = { title: "Lead" };

export default async function AdminLeadPage({ params }: { params: Promise<{ id: string }> }) {
  const { viewer: user, item: lead } = await loadAdminDetail("operations.view", params, (db, id) => getLead(db, id));
  return (
    <>
      <AdminPageHeader
        back={{ href: "/admin/leads", label: "All leads" }}
        title={lead.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <LeadStatusPill status={lead.status} /> Received {formatDateTime(lead.createdAt)}
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <AdminSectionCard id="message" title={lead.freeEstimate ? "Free estimate request" : "Message"}>
          <p className="whitespace-pre-line text-slate-800">{lead.message}</p>
          <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
            <DetailItem label="Email">
              {/* A lead made of a text has no address yet (docs/messaging.md, "Staff inbox"). */}
              {lead.email ? (
                <a href={`mailto:${lead.email}`} className={linkClass}>
                  {lead.email}
                </a>
              ) : (
                "Not given"
              )}
            </DetailItem>
            <DetailItem label="Phone">{lead.phone ? <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>{lead.phone}</a> : "Not given"}</DetailItem>
            <DetailItem label="Prefers">{lead.preferredContact}</DetailItem>
            <DetailItem label="Area and service">{[lead.area, lead.serviceName].filter(Boolean).join(" · ") || "Not given"}</DetailItem>
          </dl>
        </AdminSectionCard>
        <AdminSectionCard id="follow-up" title="Follow-up" description={`Last changed ${formatDateTime(lead.updatedAt)}.`}>
          {can(user.role, "leads.manage") ? <LeadEditor lead={lead} /> : <p className="whitespace-pre-line text-sm">{lead.notes ?? "No notes."}</p>}
        </AdminSectionCard>
      </div>
    </>
  );
}
