"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormAlert } from "@/components/forms/FormAlert";
import { TextField } from "@/components/forms/TextField";
import { addClosedDayContract, removeClosedDayContract, type ClosedDaysAnswer } from "@/lib/admin/settings/settings-contract";
import { callApi, type ApiResult } from "@/lib/web/http/client";
import { CLOSED_DAY_REASON_MAX, type ClosedDay } from "@/lib/settings/closed-day";
import { primaryButtonClass } from "@/components/ui/styles";
import { smallButtonClass } from "@/components/admin/styles";
import { bindValue } from "@/components/forms/bind";
import { dayName } from "./day-name";

/**
 * The days staff close besides the closed holidays (staff training, a storm): added with an
 * optional reason, opened again with one click. Each change is audited, and the day leaves the
 * booking calendar and slot list at once.
 */
export function ClosedDaysEditor({ initial }: { initial: readonly ClosedDay[] }) {
  const router = useRouter();
  const [days, setDays] = useState<readonly ClosedDay[]>(initial);
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ date?: string; reason?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(change: () => Promise<ApiResult<ClosedDaysAnswer>>, done: string) {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    const result = await change();
    setBusy(false);
    if (!result.ok) {
      setErrors({ date: result.fieldErrors.date, reason: result.fieldErrors.reason });
      if (!result.fieldErrors.date && !result.fieldErrors.reason) setProblem(result.error);
      return false;
    }
    setErrors({});
    setDays(result.data.closedDays);
    setNotice(done);
    router.refresh();
    return true;
  }

  async function add() {
    if (!date) {
      setErrors({ date: "Choose the day to close." });
      return;
    }
    const trimmed = reason.trim();
    const added = await send(() => callApi(addClosedDayContract, { body: trimmed ? { date, reason: trimmed } : { date } }), `${dayName(date)} is closed: it is no longer offered for booking.`);
    if (added) {
      setDate("");
      setReason("");
    }
  }

  return (
    <div className="space-y-4">
      {days.length === 0 ? (
        <p className="text-sm text-slate-600">No days closed ahead besides the holidays we close.</p>
      ) : (
        <ul aria-label="Closed days" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {days.map((day) => (
            <li key={day.date} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span>
                <strong>{dayName(day.date)}</strong>
                {day.reason ? ` · ${day.reason}` : ""}
              </span>
              <button
                type="button"
                className={smallButtonClass}
                disabled={busy}
                aria-label={`Open ${dayName(day.date)} again`}
                onClick={() => void send(() => callApi(removeClosedDayContract, { body: { date: day.date } }), `${dayName(day.date)} is open for booking again.`)}
              >
                Open again
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextField name="closed-day-date" label="Date" type="date" {...bindValue(date, setDate)} error={errors.date} />
        <TextField
          name="closed-day-reason"
          label="Reason"
          optional
          maxLength={CLOSED_DAY_REASON_MAX}
          placeholder="Staff training"
          {...bindValue(reason, setReason)}
          error={errors.reason}
        />
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          Close this day
        </button>
      </form>
      {problem ? <FormAlert kind="error">{problem}</FormAlert> : null}
      {notice ? <FormAlert kind="success">{notice}</FormAlert> : null}
    </div>
  );
}
