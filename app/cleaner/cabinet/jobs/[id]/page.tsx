import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DetailItem } from "@/components/admin/DetailItem";
import { linkClass } from "@/components/ui/styles";
import { Checklist } from "@/components/cabinet/Checklist";
import { LiveJobBadge, LiveJobProgress } from "@/components/cabinet/LiveJob";
import { formatDateTime } from "@/lib/kernel/format/shorthand";
import { formatDuration, formatTimeRange } from "@/lib/kernel/format/date-time";
import { formatExtra } from "@/lib/booking/job-details";
import { requireCabinetPage } from "@/lib/web/http/admin-access";
import { cabinetJobPageView } from "@/lib/cabinet/cabinet-page";

export const metadata: Metadata = { title: "Job", robots: { index: false, follow: false } };

/** One job; a job assigned to anyone else is "not found", exactly like a missing one. */
export default async function CabinetJobPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireCabinetPage();
  const job = await cabinetJobPageView(user.id, (await params).id);
  if (!job) notFound();
  // The check-in button shows only inside the job's check-in window, as of this render.
  const renderedAt = new Date().getTime();
  const phoneHref = `tel:${job.customerPhone.replace(/[^\d+]/g, "")}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm">
        <Link href="/cleaner/cabinet" className={linkClass}>
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
        <LiveJobProgress job={job} renderedAt={renderedAt} />
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
        <dl className="mt-2 grid gap-x-6 sm:grid-cols-2">
          <DetailItem look="caption" label="Address">
            {job.address} ({job.borough})
          </DetailItem>
          <DetailItem look="caption" label="Access notes">{job.accessNotes ?? "None"}</DetailItem>
          <DetailItem look="caption" label="Customer">
            {job.customerFirstName} ·{" "}
            <a href={phoneHref} className={linkClass}>
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
      </section>
      <section aria-labelledby="checklist-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="checklist-title" className="text-lg font-semibold text-ink">
          Checklist
        </h2>
        <div className="mt-2">
          <Checklist sections={job.checklist} jobId={job.id} initialDone={job.checklistDone} editable={job.status === "assigned" || job.status === "in_progress"} />
        </div>
      </section>
    </div>
  );
}
