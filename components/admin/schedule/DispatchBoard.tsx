"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useState, useTransition, type ReactNode } from "react";
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { useLiveOrders } from "@/components/realtime/live-orders";
import { assignWarning } from "@/lib/admin/orders/assign-warning";
import { assignCleanerContract } from "@/lib/admin/orders/order-actions-contract";
import { assignSeriesContract } from "@/lib/admin/orders/series-assignment-contract";
import type { BoardCleaner, BoardVisit } from "@/lib/admin/schedule/board-layout";
import type { DispatchBoard as Board } from "@/lib/admin/schedule/dispatch-board";
import { formatCalendarDate, formatInNewYork } from "@/lib/kernel/format/date-time";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { STALE_ORDER_CODE } from "@/lib/booking/orders/order-version";
import { callApi } from "@/lib/web/http/client";
import { DayTrack, WeekTrack } from "./BoardTrack";
import { VisitBlock, type VisitActions, type VisitNote } from "./VisitBlock";
import { ArrivingVisit } from "./ArrivingVisit";
import { stillArriving, withEvent, type Arrival } from "./arrivals";
import { rowByRow } from "./row-keyboard";

export const STALE_BOARD_MESSAGE = "This visit changed; the board is up to date.";

/** How long a visit another staff member changed stays marked "updated". */
const UPDATED_CUE_MS = 5_000;

const INSTRUCTIONS =
  "To move a visit, focus its handle and press Space or Enter. The up and down arrows carry it to the cleaner above or below; Space or Enter drops it there, Escape leaves it where it was.";

const visitOf = (data: unknown): BoardVisit | undefined => (data as { visit?: BoardVisit } | undefined)?.visit;
const cleanerOf = (data: unknown): BoardCleaner | undefined => (data as { cleaner?: BoardCleaner } | undefined)?.cleaner;

const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `Picked up ${visitOf(active.data.current)?.number ?? "the visit"}. Arrows up and down choose a cleaner.`,
  onDragOver: ({ active, over }) => {
    const cleaner = cleanerOf(over?.data.current);
    return cleaner ? `${visitOf(active.data.current)?.number ?? "The visit"} is over ${cleaner.name}.` : "Not over a cleaner.";
  },
  onDragEnd: ({ active, over }) => {
    const cleaner = cleanerOf(over?.data.current);
    return cleaner ? `${visitOf(active.data.current)?.number ?? "The visit"} dropped on ${cleaner.name}.` : `${visitOf(active.data.current)?.number ?? "The visit"} left where it was.`;
  },
  onDragCancel: ({ active }) => `Move cancelled; ${visitOf(active.data.current)?.number ?? "the visit"} stays where it was.`,
};

function CleanerRow({ cleaner, children }: { cleaner: BoardCleaner; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `cleaner:${cleaner.id}`, data: { cleaner } });
  return (
    <section ref={setNodeRef} aria-label={cleaner.name} data-testid="board-row" data-cleaner-id={cleaner.id} className={`grid grid-cols-[9rem_1fr] gap-2 border-b border-slate-200 py-2 ${isOver ? "bg-brand-50" : ""}`}>
      <h3 className="pt-1 text-sm font-semibold text-ink">{cleaner.name}</h3>
      {children}
    </section>
  );
}

const hourLabel = (minute: number) => {
  const hour = Math.floor(minute / 60);
  return `${((hour + 11) % 12) + 1} ${hour < 12 ? "AM" : "PM"}`;
};

/**
 * The dispatch board (docs/product.md, "Dispatch board"): the server renders the day or week,
 * and every move goes through the one staff assignment with the version shown, so the server
 * says yes or no. Live events re-render the page through the admin layout's LiveOrderUpdates
 * (router.refresh keeps this component and its state); the board only marks what changed.
 */
export function DispatchBoard({ board }: { board: Board }) {
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const [notes, setNotes] = useState<Record<string, VisitNote>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [updated, setUpdated] = useState<{ ids: ReadonlySet<string>; at: number } | null>(null);
  const [arrivals, setArrivals] = useState<readonly Arrival[]>([]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: rowByRow }));
  const cleaners = useMemo(() => board.rows.map((row) => row.cleaner), [board.rows]);
  const visits = useMemo(() => new Map([...board.tray, ...board.rows.flatMap((row) => row.tracks.flatMap((track) => track.visits))].map((visit) => [visit.id, visit])), [board]);

  const refresh = useCallback(() => startRefresh(() => router.refresh()), [router]);
  const noteFor = (visitId: string, note: VisitNote | null) =>
    setNotes((was) => {
      const next = { ...was };
      if (note) next[visitId] = note;
      else delete next[visitId];
      return next;
    });

  useLiveOrders((signal) => {
    if (signal.kind !== "event" || signal.event.audience !== "staff") return;
    const { event } = signal;
    const shown = visits.has(event.orderId) || (event.startsAt < board.range.end && event.endsAt > board.range.start);
    if (!shown) return;
    const onBoard = new Set(visits.keys());
    setArrivals((was) => withEvent(stillArriving(was, onBoard), event, board.range, onBoard));
    setUpdated({ ids: new Set([event.orderId]), at: Date.now() });
    setStatus(`Board updated at ${formatInNewYork(new Date(), "time")}: ${event.number} changed.`);
  });

  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(() => setUpdated(null), UPDATED_CUE_MS);
    return () => clearTimeout(timer);
  }, [updated]);

  const send = async (visit: BoardVisit, cleaner: BoardCleaner, series: boolean) => {
    setBusy(true);
    noteFor(visit.id, null);
    try {
      if (series && visit.seriesId) {
        const result = await callApi(assignSeriesContract, { params: { seriesId: visit.seriesId }, body: { cleanerId: cleaner.id } });
        if (!result.ok) return noteFor(visit.id, { kind: "error", text: result.error });
        const { assigned, refused, alreadyTheirs } = result.data;
        const head = `${cleaner.name} now has ${assigned.length} more visit${assigned.length === 1 ? "" : "s"} of this series${alreadyTheirs > 0 ? ` (${alreadyTheirs} already theirs)` : ""}.`;
        const refusals = refused.map((visitRefused) => `${visitRefused.number} on ${formatInNewYork(visitRefused.startsAt, "monthDay")}: ${visitRefused.message}`);
        noteFor(visit.id, { kind: refused.length > 0 ? "warning" : "success", text: [head, ...(refusals.length > 0 ? [`Not assigned: ${refusals.join(" ")}`] : [])].join(" ") });
        refresh();
        return;
      }
      const result = await callApi(assignCleanerContract, { params: { orderId: visit.id }, body: { cleanerId: cleaner.id, expectedVersion: visit.version } });
      if (result.ok) {
        noteFor(visit.id, { kind: "success", text: `Assigned to ${cleaner.name}.` });
        setStatus(`${visit.number} assigned to ${cleaner.name}.`);
      } else if (result.status === 409 && result.code === STALE_ORDER_CODE) {
        noteFor(visit.id, { kind: "error", text: STALE_BOARD_MESSAGE });
        setStatus(STALE_BOARD_MESSAGE);
      } else {
        noteFor(visit.id, { kind: "error", text: result.error });
      }
      refresh();
    } finally {
      setBusy(false);
    }
  };

  const move = (visit: BoardVisit, cleaner: BoardCleaner, series: boolean) => {
    if (!series && cleaner.id === visit.cleanerId) return;
    const choices = board.choices[visit.customerId];
    const blocked = choices?.blockedIds.includes(cleaner.id) ?? false;
    const warning = assignWarning(choices, cleaner);
    // A preference only warns and waits for a yes; a block is the server's to refuse, with its reason.
    if (warning && !blocked) return noteFor(visit.id, { kind: "warning", text: `${warning} Assign ${cleaner.name} anyway?`, confirm: { cleaner, series } });
    void send(visit, cleaner, series);
  };

  const actionsFor = (customerId: string): VisitActions => ({
    cleaners,
    choices: board.choices[customerId],
    busy,
    move,
    confirm: (visit) => {
      const pending = notes[visit.id]?.confirm;
      if (pending) void send(visit, pending.cleaner, pending.series);
    },
    dismiss: (visit) => noteFor(visit.id, null),
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const visit = visitOf(active.data.current);
    const cleaner = cleanerOf(over?.data.current);
    if (visit && cleaner) move(visit, cleaner, false);
  };

  const updatedIds = updated?.ids ?? new Set<string>();
  const arriving = stillArriving(arrivals, new Set(visits.keys()));
  const waiting = board.tray.length + arriving.length;
  const Track = board.view === "day" ? DayTrack : WeekTrack;
  const ticks: number[] = [];
  for (let minute = board.axis.fromMinute; minute < board.axis.toMinute; minute += 60) ticks.push(minute);

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: ANNOUNCEMENTS, screenReaderInstructions: { draggable: INSTRUCTIONS } }}>
      <p role="status" aria-live="polite" data-testid="board-status" data-updated={updated ? "true" : undefined} className={`mb-3 min-h-6 text-sm ${updated ? "font-semibold text-emerald-800" : "text-slate-700"}`}>
        {status}
      </p>
      {board.hours.length > 0 ? (
        <ul aria-label="Free cleaners by start hour" className="mb-4 flex flex-wrap gap-1 text-xs">
          {board.hours.map((hour) => (
            <li key={hour.hour} className={`rounded border px-2 py-1 ${hour.remaining === 0 ? "border-red-200 bg-red-50 text-red-900" : "border-emerald-200 bg-emerald-50 text-emerald-900"}`}>
              {hourLabel(hour.hour * 60)}: {hour.remaining} of {hour.onShift} free
            </li>
          ))}
        </ul>
      ) : null}
      <section aria-labelledby="tray-title" className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-3">
        <h2 id="tray-title" className="text-sm font-semibold text-amber-950">
          Needs a cleaner ({waiting})
        </h2>
        {waiting === 0 ? (
          <p className="mt-1 text-sm text-amber-900">Every visit shown has a cleaner.</p>
        ) : (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4" data-testid="board-tray">
            {board.tray.map((visit) => (
              <li key={visit.id}>
                <VisitBlock visit={visit} note={notes[visit.id]} updated={updatedIds.has(visit.id)} actions={actionsFor(visit.customerId)} />
              </li>
            ))}
            {arriving.map((arrival) => (
              <li key={arrival.id}>
                <ArrivingVisit arrival={arrival} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="overflow-x-auto">
        <div className={board.view === "day" ? "min-w-[56rem]" : "min-w-[72rem]"}>
          <div className="grid grid-cols-[9rem_1fr] gap-2 border-b border-slate-300 pb-1 text-xs text-slate-600" aria-hidden="true">
            <span>Cleaner</span>
            {board.view === "day" ? (
              <div className="relative h-4">
                {ticks.map((minute) => (
                  <span key={minute} className="absolute" style={{ left: `${((minute - board.axis.fromMinute) / (board.axis.toMinute - board.axis.fromMinute)) * 100}%` }}>
                    {hourLabel(minute)}
                  </span>
                ))}
              </div>
            ) : (
              <div className="grid grid-cols-7 gap-2">
                {board.dates.map((date) => {
                  const day = parseIsoDate(date);
                  return <span key={date}>{day ? formatCalendarDate(day, "weekday") + " " + formatCalendarDate(day, "monthDay") : date}</span>;
                })}
              </div>
            )}
          </div>
          {board.rows.length === 0 ? <p className="py-4 text-sm text-slate-600">No active cleaners yet: make an account a Cleaner on its user page.</p> : null}
          {board.rows.map((row) => (
            <CleanerRow key={row.cleaner.id} cleaner={row.cleaner}>
              <div className={board.view === "day" ? "" : "grid grid-cols-7 gap-2"}>
                {row.tracks.map((track) => (
                  <Track key={track.date} track={track} axis={board.axis} notes={notes} updated={updatedIds} actions={actionsFor} />
                ))}
              </div>
            </CleanerRow>
          ))}
        </div>
      </div>
    </DndContext>
  );
}
