"use client";

import { useEffect, useState } from "react";
import { StatusBadge } from "@/components/admin/StatusBadge";
import { JobCardBody } from "../JobList";
import { VisitDetails } from "../VisitDetails";
import { cabinetStatusLabel } from "@/lib/cabinet/cabinet-status-labels";
import { linkClass } from "@/components/ui/styles";
import { Checklist } from "@/components/cabinet/Checklist";
import { LiveJobArrival, LiveJobCheckOut } from "@/components/cabinet/LiveJob";
import { WaitingActions } from "./WaitingActions";
import { formatDateTime } from "@/lib/kernel/format/shorthand";
import { formatTimeRange } from "@/lib/kernel/format/date-time";
import { nyToday } from "@/lib/kernel/time/new-york-days";
import { offlineSavedLine } from "@/lib/cabinet/offline/saved-at";
import { readSavedJobs, type SavedJob, type SavedJobs } from "@/lib/cabinet/offline/saved-jobs";
import { indexedDbStore } from "@/lib/platform/device/device-store";

const JOB_PATH = /^\/cleaner\/cabinet\/jobs\/([^/]+)\/?$/;

type View = { kind: "loading" } | { kind: "nothing" } | { kind: "saved"; saved: SavedJobs; jobId: string | null; now: Date };

/**
 * The cabinet without a network (docs/architecture.md, "The cabinet offline"): the service
 * worker answers /cleaner/cabinet and /cleaner/cabinet/jobs/{id} with this page when the network
 * fails, and it shows the jobs this phone saved for the signed-in cleaner, the list or the job
 * the address names. What it shows depends on the address and the phone's store, both only
 * known in the browser, so the server renders the loading line. Links are plain: each is a
 * full navigation the worker answers again. A saved job can be acted on here as on its own page:
 * check-in, "on my way", ticks and check-out go to the phone's queue and are sent when the
 * connection returns (./ActionQueue.tsx).
 */
export function OfflineCabinet({ userId }: { userId: string }) {
  const [view, setView] = useState<View>({ kind: "loading" });

  useEffect(() => {
    let current = true;
    const store = indexedDbStore();
    const jobId = JOB_PATH.exec(window.location.pathname)?.[1] ?? null;
    (store ? readSavedJobs(store, userId) : Promise.resolve(null))
      .catch(() => null)
      .then((saved) => {
        if (current) setView(saved ? { kind: "saved", saved, jobId, now: new Date() } : { kind: "nothing" });
      });
    return () => {
      current = false;
    };
  }, [userId]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      {view.kind === "loading" ? <p className="text-slate-600">Opening the jobs saved on this phone…</p> : null}
      {view.kind === "nothing" ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-ink">No connection</h1>
          <p className="mt-2 text-slate-700">No jobs are saved on this phone yet. Open the cabinet once with a connection and today&apos;s and tomorrow&apos;s jobs stay here for places without signal.</p>
        </>
      ) : null}
      {view.kind === "saved" ? <SavedView saved={view.saved} jobId={view.jobId} now={view.now} /> : null}
    </div>
  );
}

function SavedView({ saved, jobId, now }: { saved: SavedJobs; jobId: string | null; now: Date }) {
  const line = (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950">
      {offlineSavedLine(new Date(saved.savedAt), now)}
    </p>
  );
  if (jobId !== null) {
    const job = saved.jobs.find((candidate) => candidate.id === jobId);
    return (
      <>
        <p className="text-sm">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full navigation the worker answers with this page (above) */}
          <a href="/cleaner/cabinet" className={linkClass}>
            ← All my jobs
          </a>
        </p>
        <div className="mt-3">{line}</div>
        {job ? (
          <SavedJobView job={job} now={now} />
        ) : (
          <p className="mt-4 text-slate-700">This job is not saved on this phone: only today&apos;s and tomorrow&apos;s are.</p>
        )}
      </>
    );
  }
  const today = nyToday(now);
  return (
    <>
      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-brand-800">Cleaner cabinet</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">Your saved jobs</h1>
      <div className="mt-3">{line}</div>
      <SavedList title="Today" jobs={saved.jobs.filter((job) => nyToday(new Date(job.startsAt)) === today)} empty="No jobs saved for today." />
      <SavedList title="Later" jobs={saved.jobs.filter((job) => nyToday(new Date(job.startsAt)) > today)} empty="No jobs saved for tomorrow." showDate />
    </>
  );
}

function SavedList({ title, jobs, empty, showDate }: { title: string; jobs: readonly SavedJob[]; empty: string; showDate?: boolean }) {
  return (
    <section aria-label={title} className="mt-8">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      {jobs.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <a href={`/cleaner/cabinet/jobs/${job.id}`} className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <JobCardBody job={job} showDate={showDate} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedJobView({ job, now }: { job: SavedJob; now: Date }) {
  const live = { id: job.id, number: job.number, version: job.version, status: job.status, startsAt: job.startsAt, endsAt: job.endsAt, onTheWay: null };
  const open = job.status === "assigned" || job.status === "in_progress";
  return (
    <>
      <header className="mt-4">
        <h1 className="text-2xl font-bold tracking-tight text-ink">
          {job.serviceName} · {job.number}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
          <StatusBadge status={job.status} label={cabinetStatusLabel(job.status)} /> {formatDateTime(job.startsAt)} ({formatTimeRange(job.startsAt, job.endsAt)})
        </p>
      </header>
      <div className="mt-5">
        <LiveJobArrival job={live} renderedAt={now.getTime()} />
        <WaitingActions jobId={job.id} />
      </div>
      <section aria-label="The visit" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <VisitDetails job={job} />
      </section>
      <section aria-label="Checklist" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-ink">Checklist</h2>
        <p className="mt-1 text-sm text-slate-600">As saved, with what this phone keeps to send.</p>
        <div className="mt-2">
          <Checklist sections={job.checklist} jobId={job.id} initialDone={job.checklistDone} editable={open} />
        </div>
      </section>
      <div className="mt-6">
        <LiveJobCheckOut job={live} renderedAt={now.getTime()} />
      </div>
    </>
  );
}
