import { formatShortDay, formatUsd } from "@/lib/kernel/format/shorthand";
import type { WeekPoint } from "@/lib/admin/dashboard/weekly-bookings";

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 16, right: 64, bottom: 36, left: 44 };

/** A round number at least `value`: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

const GRID_STEPS = 4;

/** The axis top: four equal round steps (at least 1 each), so every grid line has an exact label. */
export function axisMax(value: number): number {
  return GRID_STEPS * Math.max(1, niceMax(value / GRID_STEPS));
}

/** Week labels from the Monday: "Mar 2". The Monday is a New York date, so read it at noon UTC. */
const weekLabel = (monday: string) => formatShortDay(`${monday}T17:00:00Z`);

/**
 * Bookings (bars, left axis) and booked revenue (line, right axis) by week, drawn as inline SVG.
 * The picture has a text alternative, and the same figures follow as a table for anyone who
 * prefers numbers or cannot see the chart.
 */
export function WeeklyChart({ weeks }: { weeks: readonly WeekPoint[] }) {
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const maxBookings = axisMax(Math.max(0, ...weeks.map((week) => week.bookings)));
  // Revenue steps are whole dollars.
  const maxRevenue = axisMax(Math.max(0, ...weeks.map((week) => week.revenueCents)) / 100) * 100;
  const slot = plotWidth / Math.max(weeks.length, 1);
  const barWidth = Math.max(4, slot * 0.55);
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const yBookings = (value: number) => PAD.top + plotHeight - (value / maxBookings) * plotHeight;
  const yRevenue = (value: number) => PAD.top + plotHeight - (value / maxRevenue) * plotHeight;
  const line = weeks.map((week, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${yRevenue(week.revenueCents).toFixed(1)}`).join(" ");
  const totalBookings = weeks.reduce((sum, week) => sum + week.bookings, 0);
  const totalRevenue = weeks.reduce((sum, week) => sum + week.revenueCents, 0);
  const ticks = Array.from({ length: GRID_STEPS + 1 }, (_, index) => index / GRID_STEPS);
  const summary = `${totalBookings.toLocaleString("en-US")} bookings and ${formatUsd(totalRevenue)} booked over ${weeks.length} weeks.`;

  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="weekly-chart-title" aria-describedby="weekly-chart-desc" className="h-auto w-full">
        <title id="weekly-chart-title">Bookings and booked revenue by week</title>
        <desc id="weekly-chart-desc">{summary} The table below the chart lists every week.</desc>
        {ticks.map((tick) => {
          const y = PAD.top + plotHeight - tick * plotHeight;
          return (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} className="stroke-slate-200" strokeWidth={1} />
              <text x={PAD.left - 8} y={y + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
                {Math.round(tick * maxBookings)}
              </text>
              <text x={WIDTH - PAD.right + 8} y={y + 4} textAnchor="start" className="fill-slate-500 text-[11px]">
                {formatUsd(Math.round(tick * maxRevenue))}
              </text>
            </g>
          );
        })}
        {weeks.map((week, index) => (
          <g key={week.monday}>
            <rect x={x(index) - barWidth / 2} y={yBookings(week.bookings)} width={barWidth} height={PAD.top + plotHeight - yBookings(week.bookings)} rx={3} className="fill-brand-500" />
            <text x={x(index)} y={HEIGHT - PAD.bottom + 18} textAnchor="middle" className="fill-slate-600 text-[11px]">
              {weekLabel(week.monday)}
            </text>
          </g>
        ))}
        <path d={line} fill="none" className="stroke-amber-500" strokeWidth={2.5} strokeLinejoin="round" />
        {weeks.map((week, index) => (
          <circle key={week.monday} cx={x(index)} cy={yRevenue(week.revenueCents)} r={3.5} className="fill-amber-500" />
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-brand-500" /> Bookings made (left axis)
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-amber-500" /> Booked revenue, not cancelled (right axis)
        </span>
        <span>{summary}</span>
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">Show the numbers</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Bookings and booked revenue by week</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 pr-4 font-semibold">
                Week of
              </th>
              <th scope="col" className="py-1 pr-4 text-right font-semibold">
                Bookings
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Booked revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.monday} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {weekLabel(week.monday)}
                </th>
                <td className="py-1 pr-4 text-right">{week.bookings}</td>
                <td className="py-1 text-right">{formatUsd(week.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
