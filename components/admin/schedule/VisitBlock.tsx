"use client";

import { useDraggable } from "@dnd-kit/core";
import type { CSSProperties } from "react";
import { formatTimeRange } from "@/lib/kernel/format/date-time";
import type { BoardCleaner, BoardVisit } from "@/lib/admin/schedule/board-layout";
import type { CustomerCleanerChoices } from "@/lib/admin/orders/assign-warning";
import { AssignMenu } from "./AssignMenu";
import { IntentLink } from "@/components/site/IntentLink";

/** What the board says beside one visit: a refusal, a success, or a warning awaiting a yes. */
export interface VisitNote {
  kind: "error" | "success" | "warning";
  text: string;
  /** A warning's pending move, sent only on "Assign anyway". */
  confirm?: { cleaner: BoardCleaner; series: boolean };
}

export interface VisitActions {
  cleaners: readonly BoardCleaner[];
  choices: CustomerCleanerChoices | undefined;
  move: (visit: BoardVisit, cleaner: BoardCleaner, series: boolean) => void;
  confirm: (visit: BoardVisit) => void;
  dismiss: (visit: BoardVisit) => void;
  busy: boolean;
}

const NOTE_TONES = { error: "border-red-200 bg-red-50 text-red-900", success: "border-emerald-200 bg-emerald-50 text-emerald-900", warning: "border-amber-200 bg-amber-50 text-amber-900" };

/**
 * One visit on the board: its handle to drag (or pick up with Space and carry with the arrows),
 * its order link, "Assign to…" (and "Series to…" for a recurring visit), and whatever the
 * board has to say about it. `style` places it on the track.
 */
export function VisitBlock({ visit, style, note, updated, actions, compact }: { visit: BoardVisit; style?: CSSProperties; note: VisitNote | undefined; updated: boolean; actions: VisitActions; compact?: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: visit.id, data: { visit }, disabled: !visit.movable || actions.busy });
  const moved: CSSProperties = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 40 } : {};
  const time = formatTimeRange(visit.startsAt, visit.endsAt);
  return (
    <article
      ref={setNodeRef}
      style={{ ...style, ...moved }}
      aria-label={`${visit.number}, ${time}, ${visit.customerName}`}
      data-testid="board-visit"
      data-visit-id={visit.id}
      data-updated={updated ? "true" : undefined}
      className={`rounded-lg border bg-white p-1.5 text-[11px] leading-tight shadow-sm transition-shadow ${visit.cleanerId ? "border-brand-200" : "border-amber-300"} ${isDragging ? "opacity-80 shadow-lg" : ""} ${updated ? "ring-2 ring-emerald-400" : ""}`}
    >
      <div className="flex items-start gap-1">
        {visit.movable ? (
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            {...listeners}
            aria-label={`Move ${visit.number}`}
            className="cursor-grab touch-none rounded px-0.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            ⠿
          </button>
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-ink">
            <IntentLink href={`/admin/orders/${visit.id}`} className="hover:underline">
              {visit.number}
            </IntentLink>{" "}
            <time dateTime={visit.startsAt}>{time}</time>
          </p>
          {compact ? null : (
            <p className="truncate text-slate-600">
              {visit.customerName} · {visit.borough} {visit.zip}
            </p>
          )}
          <p className="truncate text-slate-500">
            {visit.statusLabel}
            {visit.seriesId ? " · recurring" : ""}
            {visit.requestedCleanerFirstName ? ` · asked for ${visit.requestedCleanerFirstName}` : ""}
            {updated ? <span className="ml-1 font-semibold text-emerald-700">· updated</span> : null}
          </p>
        </div>
      </div>
      {visit.movable ? (
        <div className="mt-1 flex flex-wrap gap-1">
          <AssignMenu label="Assign to…" cleaners={actions.cleaners} currentCleanerId={visit.cleanerId} choices={actions.choices} onChoose={(cleaner) => actions.move(visit, cleaner, false)} disabled={actions.busy} />
          {visit.seriesId ? (
            <AssignMenu label="Series to…" cleaners={actions.cleaners} currentCleanerId={null} choices={actions.choices} onChoose={(cleaner) => actions.move(visit, cleaner, true)} disabled={actions.busy} />
          ) : null}
        </div>
      ) : null}
      {note ? (
        <div role={note.kind === "error" ? "alert" : "status"} className={`mt-1 rounded border px-1.5 py-1 ${NOTE_TONES[note.kind]}`} data-testid="visit-note">
          <p>{note.text}</p>
          {note.confirm ? (
            <p className="mt-1 flex gap-1">
              <button type="button" onClick={() => actions.confirm(visit)} className="rounded bg-amber-700 px-1.5 py-0.5 font-semibold text-white">
                Assign anyway
              </button>
              <button type="button" onClick={() => actions.dismiss(visit)} className="rounded border border-amber-700 px-1.5 py-0.5 font-semibold">
                Keep as is
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
