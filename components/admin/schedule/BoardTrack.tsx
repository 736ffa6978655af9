"use client";

import { formatDuration } from "@/lib/kernel/format/date-time";
import type { BoardLayout, BoardTrack as Track, TravelGap } from "@/lib/admin/schedule/board-layout";
import { VisitBlock, type VisitActions, type VisitNote } from "./VisitBlock";

type Axis = BoardLayout["axis"];

const percent = (minute: number, axis: Axis) => `${((minute - axis.fromMinute) / (axis.toMinute - axis.fromMinute)) * 100}%`;

export function gapWords(gap: TravelGap): string {
  return gap.minutes < 0 ? `Overlaps by ${formatDuration(-gap.minutes)}` : `${formatDuration(gap.minutes)} to travel`;
}

/** A travel gap drawn on the axis: a dashed line from one visit's end to the next one's start. */
function GapLine({ gap, axis }: { gap: TravelGap; axis: Axis }) {
  const from = Math.min(gap.fromMinute, gap.toMinute);
  const to = Math.max(gap.fromMinute, gap.toMinute);
  return (
    <div
      data-testid="travel-gap"
      className={`absolute top-1 flex h-4 items-center justify-center border-b-2 border-dashed text-[10px] ${gap.minutes < 0 ? "border-red-400 text-red-700" : "border-slate-400 text-slate-600"}`}
      style={{ left: percent(from, axis), width: `calc(${percent(to, axis)} - ${percent(from, axis)})` }}
    >
      <span className="whitespace-nowrap bg-white/80 px-0.5">{gapWords(gap)}</span>
    </div>
  );
}

interface TrackProps {
  track: Track;
  axis: Axis;
  notes: Record<string, VisitNote>;
  updated: ReadonlySet<string>;
  actions: (customerId: string) => VisitActions;
}

/** A day of one cleaner: visits placed by their New York wall-clock times, travel between them. */
export function DayTrack({ track, axis, notes, updated, actions }: TrackProps) {
  return (
    <div className="relative min-h-28">
      {track.gaps.map((gap) => (
        <GapLine key={`${gap.fromVisitId}-${gap.toVisitId}`} gap={gap} axis={axis} />
      ))}
      {track.visits.map((visit) => (
        <VisitBlock
          key={visit.id}
          visit={visit}
          note={notes[visit.id]}
          updated={updated.has(visit.id)}
          actions={actions(visit.customerId)}
          style={{ position: "absolute", top: "1.5rem", left: percent(visit.startMinute, axis), width: `max(9rem, calc(${percent(visit.endMinute, axis)} - ${percent(visit.startMinute, axis)}))` }}
        />
      ))}
    </div>
  );
}

/** A day of one cleaner in the week: a thin time bar, then the visits in order with the travel between them. */
export function WeekTrack({ track, axis, notes, updated, actions }: TrackProps) {
  return (
    <div className="space-y-1">
      <div className="relative h-2 rounded bg-slate-100" aria-hidden="true">
        {track.visits.map((visit) => (
          <span key={visit.id} className="absolute top-0 h-2 rounded bg-brand-400" style={{ left: percent(visit.startMinute, axis), width: `calc(${percent(visit.endMinute, axis)} - ${percent(visit.startMinute, axis)})` }} />
        ))}
      </div>
      {track.visits.map((visit, index) => {
        const gap = index > 0 ? track.gaps[index - 1] : undefined;
        return (
          <div key={visit.id}>
            {gap ? (
              <p data-testid="travel-gap" className={`text-center text-[10px] ${gap.minutes < 0 ? "text-red-700" : "text-slate-500"}`}>
                ↓ {gapWords(gap)}
              </p>
            ) : null}
            <VisitBlock visit={visit} note={notes[visit.id]} updated={updated.has(visit.id)} actions={actions(visit.customerId)} compact />
          </div>
        );
      })}
    </div>
  );
}
