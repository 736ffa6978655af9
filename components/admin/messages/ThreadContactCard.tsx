import Link from "next/link";
import { AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { StatusBadge } from "@/components/admin/StatusBadge";
import { linkClass } from "@/components/ui/styles";
import { formatDateTime } from "@/lib/kernel/format/shorthand";
import type { ThreadView } from "@/lib/messaging/inbox/thread";
import { CreateLeadButton } from "./CreateLeadButton";

/**
 * Beside a thread: whose number it is, with their next visits, or, for a number no account has,
 * the lead made of it or the button that makes one (docs/messaging.md, "Staff inbox").
 */
export function ThreadContactCard({ thread }: { thread: Pick<ThreadView, "phone" | "phoneLabel" | "contact" | "lead"> }) {
  const { contact, lead } = thread;
  if (!contact) {
    return (
      <AdminSectionCard id="thread-contact" title="Unknown number" description={`No account has ${thread.phoneLabel}.`}>
        {lead ? (
          <p className="text-sm">
            Lead:{" "}
            <Link href={`/admin/leads/${lead.id}`} className={linkClass}>
              {lead.name}
            </Link>
          </p>
        ) : (
          <div className="space-y-3 text-sm text-slate-700">
            <p>Make a lead of it to follow it up with the contact-form requests.</p>
            <CreateLeadButton phone={thread.phone} />
          </div>
        )}
      </AdminSectionCard>
    );
  }
  return (
    <AdminSectionCard id="thread-contact" title={contact.name} description={`${contact.role} · ${thread.phoneLabel}`}>
      <p className="text-sm">
        <Link href={`/admin/users/${contact.userId}`} className={linkClass}>
          Open the account
        </Link>
      </p>
      <h3 className="mt-4 text-sm font-semibold text-slate-800">Upcoming visits</h3>
      {contact.upcoming.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No upcoming visits.</p>
      ) : (
        <ul aria-label="Upcoming visits" className="mt-2 space-y-2 text-sm">
          {contact.upcoming.map((visit) => (
            <li key={visit.id} className="rounded-lg border border-slate-200 px-3 py-2">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <Link href={`/admin/orders/${visit.id}`} className={linkClass}>
                  {visit.number}
                </Link>
                <StatusBadge status={visit.status} />
              </span>
              <span className="mt-1 block text-slate-700">
                <time dateTime={visit.startsAt}>{formatDateTime(visit.startsAt)}</time> · {visit.serviceName}
                {visit.as === "cleaner" ? " · cleaning it" : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminSectionCard>
  );
}
