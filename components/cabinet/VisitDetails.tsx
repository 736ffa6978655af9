import { DetailItem } from "@/components/admin/DetailItem";
import { linkClass } from "@/components/ui/styles";
import { formatExtra } from "@/lib/booking/job-details";
import type { CabinetJobDetail } from "@/lib/cabinet/jobs";
import { formatDuration } from "@/lib/kernel/format/date-time";

/** What the visit's card shows: the same on the job page and on the phone's saved copy offline. */
export type VisitFacts = Pick<CabinetJobDetail, "address" | "mapsUrl" | "borough" | "accessNotes" | "customerFirstName" | "customerPhone" | "home" | "estimatedMinutes" | "extras" | "frequency" | "tasks" | "notes">;

/** Where, who, what: the address opens the phone's maps app, the phone number calls. */
export function VisitDetails({ job }: { job: VisitFacts }) {
  return (
    <>
      <dl className="mt-2 grid gap-x-6 sm:grid-cols-2">
        <DetailItem look="caption" label="Address">
          {/* Opens the phone's maps app (lib/cabinet/maps-link.ts), which finds it offline too when the area is saved; a new tab keeps the job page, and no referrer tells Google which job it was. */}
          <a href={job.mapsUrl} target="_blank" rel="noreferrer" className={`inline-flex min-h-11 items-center ${linkClass}`}>
            {job.address} ({job.borough})<span className="sr-only"> (opens in maps)</span>
          </a>
        </DetailItem>
        <DetailItem look="caption" label="Access notes">{job.accessNotes ?? "None"}</DetailItem>
        <DetailItem look="caption" label="Customer">
          {job.customerFirstName} ·{" "}
          <a href={`tel:${job.customerPhone.replace(/[^\d+]/g, "")}`} className={`inline-flex min-h-11 items-center ${linkClass}`}>
            {job.customerPhone}
          </a>
        </DetailItem>
        <DetailItem look="caption" label="Home">
          {job.home} · about {formatDuration(job.estimatedMinutes)}
        </DetailItem>
        <DetailItem look="caption" label="Extras">{job.extras.length > 0 ? job.extras.map(formatExtra).join(", ") : "None"}</DetailItem>
        <DetailItem look="caption" label="How often">{job.frequency}</DetailItem>
      </dl>
      {job.tasks ? (
        <div className="mt-3 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-950">
          <p className="font-semibold">Tasks the customer asked for</p>
          <p className="mt-1 whitespace-pre-line">{job.tasks}</p>
        </div>
      ) : null}
      {job.notes ? (
        <div className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="font-semibold">From the customer</p>
          <p className="mt-1 whitespace-pre-line">{job.notes}</p>
        </div>
      ) : null}
    </>
  );
}
