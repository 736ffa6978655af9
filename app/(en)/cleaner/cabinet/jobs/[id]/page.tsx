import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { linkClass } from "@/components/ui/styles";
import { Checklist } from "@/components/cabinet/Checklist";
import { AccessCodes } from "@/components/cabinet/AccessCodes";
import { VisitDetails } from "@/components/cabinet/VisitDetails";
import { JobPhotos } from "@/components/cabinet/photos/JobPhotos";
import { LiveJobArrival, LiveJobBadge, LiveJobCheckOut } from "@/components/cabinet/LiveJob";
import { WaitingActions } from "@/components/cabinet/offline/WaitingActions";
import { formatDateTime } from "@/lib/kernel/format/shorthand";
import { formatTimeRange } from "@/lib/kernel/format/date-time";
import { requireCabinetPage } from "@/lib/web/http/admin-access";
import { cabinetJobPageView } from "@/lib/cabinet/cabinet-page";

export const metadata: Metadata = { title: "Job", robots: { index: false, follow: false } };

/**
 * One job; a job assigned to anyone else is "not found", exactly like a missing one. Its actions
 * go through the phone's queue (the layout's), so they are kept when the connection drops
 * (docs/architecture.md, "The cabinet offline").
 */
export default async function CabinetJobPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireCabinetPage();
  const job = await cabinetJobPageView(user.id, (await params).id);
  if (!job) notFound();
  // The check-in and check-out buttons follow the job's check-in window, as of this render.
  const renderedAt = new Date().getTime();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm">
        <Link href="/cleaner/cabinet" className={`inline-flex min-h-11 items-center ${linkClass}`}>
          ← All my jobs
        </Link>
      </p>
      <header className="mt-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {job.serviceName} · {job.number}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
          <LiveJobBadge job={job} /> {formatDateTime(job.startsAt)} ({formatTimeRange(job.startsAt, job.endsAt)})
        </p>
      </header>
      <div className="mt-5">
        <LiveJobArrival job={job} renderedAt={renderedAt} />
        <WaitingActions jobId={job.id} />
        {job.checkedInAt ? <p className="mt-3 text-sm text-slate-600">Checked in {formatDateTime(job.checkedInAt)}.</p> : null}
        {job.completedAt ? (
          <p className="mt-1 text-sm text-slate-600">
            Checked out {formatDateTime(job.completedAt)}
            {job.checkOutNote ? `: “${job.checkOutNote}”` : "."}
          </p>
        ) : null}
        {job.heldForReview ? (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            The visit was short, so the office reviews it before the customer gets the receipt and the poll.
          </p>
        ) : null}
      </div>
      <section aria-labelledby="details-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="details-title" className="text-lg font-semibold text-ink">
          The visit
        </h2>
        <VisitDetails job={job} />
      </section>
      <AccessCodes jobId={job.id} access={job.access} />
      <section aria-labelledby="checklist-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="checklist-title" className="text-lg font-semibold text-ink">
          Checklist
        </h2>
        <div className="mt-2">
          <Checklist sections={job.checklist} jobId={job.id} initialDone={job.checklistDone} editable={job.status === "assigned" || job.status === "in_progress"} />
        </div>
      </section>
      <JobPhotos jobId={job.id} viewer={user} />
      {/* Check-out where the work ends: after the last checklist item, not above the details. */}
      <div className="mt-6" data-testid="job-check-out">
        <LiveJobCheckOut job={job} renderedAt={renderedAt} />
      </div>
    </div>
  );
}
