import { WEEKDAY_NAMES, type WorkingWeek } from "@/lib/booking/availability/working-week";
import { formatWallHours } from "@/lib/kernel/format/date-time";
import type { Borough } from "@/lib/kernel/service-area";

/**
 * A working week as words (docs/product.md#cleaners-availability): the boroughs, then each day's
 * hours or "Day off". The cleaner's cabinet shows it, and the account page where the viewer
 * cannot change it.
 */
export function WorkingWeekSummary({ boroughs, workingWeek }: { boroughs: readonly Borough[]; workingWeek: WorkingWeek }) {
  return (
    <div className="space-y-3 text-sm">
      <p>
        <span className="font-semibold text-ink">Boroughs:</span> {boroughs.join(", ")}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {WEEKDAY_NAMES.map((day, index) => {
          const hours = workingWeek[index];
          return (
            <div key={day} className="contents">
              <dt className="font-medium text-slate-800">{day}</dt>
              <dd className={hours ? "text-slate-800" : "text-slate-500"}>{hours ? formatWallHours(hours.start, hours.end) : "Day off"}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
