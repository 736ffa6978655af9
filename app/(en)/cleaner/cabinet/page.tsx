import type { Metadata } from "next";
import Link from "next/link";
import type { ComponentProps } from "react";
import { linkClass } from "@/components/ui/styles";
import { JobList } from "@/components/cabinet/JobList";
import { TipWeeks } from "@/components/cabinet/TipWeeks";
import { requireCabinetPage } from "@/lib/web/http/admin-access";
import { cleanerTipsPageView } from "@/lib/payments/tips/tip-pages";
import { cabinetPageView, cabinetWeekPageView } from "@/lib/cabinet/cabinet-page";
import { WorkingWeekSummary } from "@/components/admin/users/WorkingWeekSummary";

export const metadata: Metadata = { title: "Cleaner cabinet", robots: { index: false, follow: false } };

/** The jobs assigned to the signed-in person (Cleaners, and staff for their own jobs), and their own tips. */
export default async function CleanerCabinetPage() {
  const user = await requireCabinetPage();
  const [jobs, tipWeeks, week] = await Promise.all([cabinetPageView(user.id), cleanerTipsPageView(user.id), cabinetWeekPageView(user.id)]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <header>
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-brand-800">Cleaner cabinet</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">Hi, {user.firstName}</h1>
        <p className="mt-2 text-slate-600">Your jobs. Open one for the address, access notes and the checklist, and to check in and out.</p>
        <p className="mt-2 text-sm">
          <Link href="/cleaner/cabinet/pay" className={linkClass}>
            My pay, period by period →
          </Link>
        </p>
        <p className="mt-2 text-sm">
          <Link href="/cleaner/cabinet/time-off" className={linkClass}>
            Time off: ask for days off →
          </Link>
        </p>
      </header>
      <JobSection id="today" title="Today" jobs={jobs.today} empty="No jobs today." />
      <JobSection id="upcoming" title="Upcoming" jobs={jobs.upcoming} empty="Nothing scheduled after today yet." showDate />
      <JobSection id="past" title="Past" jobs={jobs.past} empty="No past jobs." showDate />
      <section aria-labelledby="week-title" className="mt-8">
        <h2 id="week-title" className="text-xl font-semibold text-ink">
          Your week
        </h2>
        {week ? (
          <>
            <p className="mt-1 text-sm text-slate-600">The days, hours and boroughs customers can book you for. The office changes them; call if they are wrong.</p>
            <div className="mt-3">
              <WorkingWeekSummary boroughs={week.boroughs} workingWeek={week.workingWeek} />
            </div>
          </>
        ) : (
          <p className="mt-1 text-sm text-slate-600">You are not on the booking schedule yet; the office sets your week.</p>
        )}
      </section>
      <section aria-labelledby="tips-title" className="mt-8">
        <h2 id="tips-title" className="text-xl font-semibold text-ink">
          Tips
        </h2>
        <p className="mt-1 text-sm text-slate-600">Tips customers paid for your visits, by week (Monday to Sunday), for the last 8 weeks.</p>
        <div className="mt-3">
          <TipWeeks weeks={tipWeeks} />
        </div>
      </section>
    </div>
  );
}

/** One of the cabinet's three lists, a titled region so each can be reached by its heading. */
function JobSection({ id, title, ...list }: { id: string; title: string } & ComponentProps<typeof JobList>) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3">
        <JobList {...list} />
      </div>
    </section>
  );
}
