import Link from "next/link";
import { StatusBadge } from "@/components/admin/StatusBadge";
import { formatDate } from "@/lib/kernel/format/shorthand";
import { formatTimeRange } from "@/lib/kernel/format/date-time";
import { cabinetStatusLabel } from "@/lib/cabinet/cabinet-status-labels";
import type { CabinetJobSummary } from "@/lib/cabinet/jobs";

/** What a job's card says; the same online and in the phone's saved copy (components/cabinet/offline). */
export function JobCardBody({ job, showDate }: { job: Pick<CabinetJobSummary, "status" | "startsAt" | "endsAt" | "serviceName" | "home" | "number" | "address" | "customerFirstName">; showDate?: boolean }) {
  return (
    <>
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink">
          {showDate ? `${formatDate(job.startsAt)}, ` : ""}
          {formatTimeRange(job.startsAt, job.endsAt)}
        </span>
        <StatusBadge status={job.status} label={cabinetStatusLabel(job.status)} />
      </span>
      <span className="mt-1 block text-sm text-slate-800">
        {job.serviceName} · {job.home} · {job.number}
      </span>
      <span className="block text-sm text-slate-600">
        {job.address} · {job.customerFirstName}
      </span>
    </>
  );
}

/** A day's or a period's jobs as cards that open the job. */
export function JobList({ jobs, empty, showDate }: { jobs: readonly CabinetJobSummary[]; empty: string; showDate?: boolean }) {
  if (jobs.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-3">
      {jobs.map((job) => (
        <li key={job.id}>
          <Link
            href={`/cleaner/cabinet/jobs/${job.id}`}
            className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <JobCardBody job={job} showDate={showDate} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
