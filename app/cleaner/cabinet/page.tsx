import type { Metadata } from "next";
import { JobList } from "@/components/cabinet/JobList";
import { CLEANER_CABINET_ROLES } from "@/lib/auth/roles";
import { requireRole } from "@/lib/auth/session";
import { listCabinetJobs } from "@/lib/cabinet/jobs";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "Cleaner cabinet", robots: { index: false, follow: false } };

/** The jobs assigned to the signed-in person (Cleaners, and staff for their own jobs). */
export default async function CleanerCabinetPage() {
  const user = await requireRole(CLEANER_CABINET_ROLES);
  const jobs = await listCabinetJobs(await getDb(), user.id);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <header>
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-brand-800">Cleaner cabinet</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">Hi, {user.firstName}</h1>
        <p className="mt-2 text-slate-600">Your jobs. Open one for the address, access notes and the checklist, and to check in and out.</p>
      </header>
      <section aria-labelledby="today-title" className="mt-8">
        <h2 id="today-title" className="text-xl font-semibold text-ink">
          Today
        </h2>
        <div className="mt-3">
          <JobList jobs={jobs.today} empty="No jobs today." />
        </div>
      </section>
      <section aria-labelledby="upcoming-title" className="mt-8">
        <h2 id="upcoming-title" className="text-xl font-semibold text-ink">
          Upcoming
        </h2>
        <div className="mt-3">
          <JobList jobs={jobs.upcoming} empty="Nothing scheduled after today yet." showDate />
        </div>
      </section>
      <section aria-labelledby="past-title" className="mt-8">
        <h2 id="past-title" className="text-xl font-semibold text-ink">
          Past
        </h2>
        <div className="mt-3">
          <JobList jobs={jobs.past} empty="No past jobs." showDate />
        </div>
      </section>
    </div>
  );
}
