import Link from "next/link";
import { formatTime } from "@/lib/kernel/format/shorthand";
import { formatTimeRange } from "@/lib/kernel/format/date-time";
import type { DaySchedule } from "@/lib/admin/schedule/day-schedule";
import { StatusBadge } from "../StatusBadge";
import { linkClass } from "@/components/ui/styles";

const hourLabel = (hour: number) => `${((hour + 11) % 12) + 1} ${hour < 12 ? "AM" : "PM"}`;

/** Free teams per start hour, then one lane per team with its jobs in time order. */
export function DayScheduleView({ schedule }: { schedule: DaySchedule }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="capacity-title">
        <h2 id="capacity-title" className="text-lg font-semibold text-ink">
          Free teams by start hour
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {schedule.capacity} teams in all. A new visit fits when a team stays free for its whole length.
        </p>
        <ul className="mt-3 grid grid-cols-5 gap-2 sm:grid-cols-10">
          {schedule.hours.map((hour) => {
            const tone = hour.remaining === 0 ? "border-red-200 bg-red-50 text-red-900" : hour.remaining < schedule.capacity / 2 ? "border-amber-200 bg-amber-50 text-amber-900" : "border-emerald-200 bg-emerald-50 text-emerald-900";
            return (
              <li key={hour.hour} className={`rounded-lg border px-2 py-2 text-center ${tone}`}>
                <span className="block text-xs font-semibold">{hourLabel(hour.hour)}</span>
                <span className="block text-lg font-bold">{hour.remaining}</span>
                <span className="block text-[11px]">{hour.remaining === 1 ? "team free" : "teams free"}</span>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="lanes-title">
        <h2 id="lanes-title" className="text-lg font-semibold text-ink">
          Jobs by team ({schedule.jobCount})
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {schedule.lanes.map((lane) => (
            <section key={lane.cleaner?.id ?? "unassigned"} aria-label={lane.cleaner ? lane.cleaner.name : "Unassigned"} className={`rounded-xl border p-4 ${lane.cleaner ? "border-slate-200 bg-white" : "border-amber-200 bg-amber-50"}`}>
              <h3 className="font-semibold text-ink">
                {lane.cleaner ? (
                  <Link href={`/admin/users/${lane.cleaner.id}`} className={linkClass}>
                    {lane.cleaner.name}
                  </Link>
                ) : (
                  "Unassigned"
                )}
              </h3>
              {lane.jobs.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">{lane.cleaner ? "Free all day." : "Every job has a cleaner."}</p>
              ) : (
                <ol className="mt-2 space-y-2">
                  {lane.jobs.map((job) => (
                    <li key={job.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                      <p className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-semibold">
                          <time dateTime={job.startsAt}>{formatTimeRange(job.startsAt, job.endsAt)}</time>
                        </span>
                        <StatusBadge status={job.status} />
                      </p>
                      <p className="mt-1">
                        <Link href={`/admin/orders/${job.id}`} className={linkClass}>
                          {job.number}
                        </Link>{" "}
                        · {job.serviceName}
                      </p>
                      <p className="text-slate-600">
                        {job.customerName} · {job.borough} {job.zip}
                      </p>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          ))}
        </div>
      </section>
      <p className="text-xs text-slate-500">Times are New York time. Starts run from {formatTime(schedule.hours[0]?.startsAt ?? new Date())}.</p>
    </div>
  );
}
