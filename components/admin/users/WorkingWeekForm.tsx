"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { CheckboxField } from "@/components/forms/CheckboxField";
import { FormAlert } from "@/components/forms/FormAlert";
import { SelectField } from "@/components/forms/SelectField";
import { bindChecked } from "@/components/forms/bind";
import { describedBy, FieldMessages } from "@/components/forms/field-parts";
import { primaryButtonClass } from "@/components/ui/styles";
import { cleanerAvailabilityContract } from "@/lib/booking/availability/availability-contract";
import { EARLIEST_WORK_MINUTE, LATEST_WORK_MINUTE, WEEKDAY_NAMES, type WorkingWeek } from "@/lib/booking/availability/working-week";
import type { FieldErrors } from "@/lib/kernel/failure";
import { formatWallMinutes } from "@/lib/kernel/format/date-time";
import { BOROUGHS, type Borough } from "@/lib/kernel/service-area";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";
import { ActionPanel } from "../actions/ActionFeedback";

interface Day {
  works: boolean;
  start: string;
  end: string;
}

/** 7:00 AM to 8:00 PM in half hours, and a stored time off that grid so it still shows. */
function timeOptions(extra: string): Array<{ value: string; label: string }> {
  const minutes = new Set<number>();
  for (let minute = EARLIEST_WORK_MINUTE; minute <= LATEST_WORK_MINUTE; minute += 30) minutes.add(minute);
  if (/^\d+$/.test(extra)) minutes.add(Number(extra));
  return [...minutes].sort((a, b) => a - b).map((minute) => ({ value: String(minute), label: formatWallMinutes(minute) }));
}

const DEFAULT_DAY: Day = { works: true, start: String(8 * 60), end: String(19 * 60) };

/** The form's days: the stored week, or every day 8:00 AM to 7:00 PM for someone not on the schedule yet. */
function daysOf(week: WorkingWeek | null): Day[] {
  if (!week) return WEEKDAY_NAMES.map(() => DEFAULT_DAY);
  return WEEKDAY_NAMES.map((_name, index) => {
    const hours = week[index];
    return hours ? { works: true, start: String(hours.start), end: String(hours.end) } : { ...DEFAULT_DAY, works: false };
  });
}

type Notice = { kind: "success" | "error"; text: string };

/**
 * "Working week" on a cleaner's account page (docs/product.md#cleaners-availability): the
 * boroughs they take visits in and, Monday to Sunday, whether they work and their hours. The
 * server checks everything and answers beside the field; a saved week is used by the next
 * booking. "Take off the schedule" removes them from what customers are offered.
 */
export function WorkingWeekForm({ user, current }: { user: { id: string; name: string }; current: { boroughs: Borough[]; workingWeek: WorkingWeek } | null }) {
  const router = useRouter();
  const [boroughs, setBoroughs] = useState<Borough[]>(current?.boroughs ?? [...BOROUGHS]);
  const [days, setDays] = useState<Day[]>(() => daysOf(current?.workingWeek ?? null));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);

  const toggleBorough = (borough: Borough) => (checked: boolean) => setBoroughs((chosen) => BOROUGHS.filter((each) => (each === borough ? checked : chosen.includes(each))));
  const changeDay = (index: number, change: Partial<Day>) => setDays((all) => all.map((day, each) => (each === index ? { ...day, ...change } : day)));

  async function save() {
    setBusy(true);
    setNotice(null);
    const result = await callApi(cleanerAvailabilityContract, {
      params: { userId: user.id },
      body: { onSchedule: true, boroughs, workingWeek: days.map((day) => (day.works ? { start: Number(day.start), end: Number(day.end) } : null)) },
    });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setNotice({ kind: "error", text: result.error });
      return;
    }
    setErrors({});
    setNotice({ kind: "success", text: "Saved. New bookings use this week at once." });
    router.refresh();
  }

  return (
    <ActionPanel className="space-y-5">
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset aria-describedby={describedBy("availability-boroughs", undefined, errors.boroughs)}>
          <legend className="text-sm font-semibold text-ink">Boroughs</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {BOROUGHS.map((borough) => (
              <CheckboxField key={borough} name={`availability-borough-${borough}`} label={borough} {...bindChecked(boroughs.includes(borough), toggleBorough(borough))} />
            ))}
          </div>
          <FieldMessages name="availability-boroughs" error={errors.boroughs} />
        </fieldset>

        <div aria-describedby={describedBy("availability-week", undefined, errors.workingWeek)} role="group" aria-label="Days and hours" className="space-y-3">
          {days.map((day, index) => (
            <WorkingDay key={index} name={WEEKDAY_NAMES[index] ?? ""} index={index} day={day} errors={errors} onChange={(change) => changeDay(index, change)} />
          ))}
          <FieldMessages name="availability-week" error={errors.workingWeek} />
        </div>

        {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {busy ? "Saving…" : "Save working week"}
        </button>
      </form>

      {current ? (
        <div className="border-t border-slate-100 pt-4">
          <ActionButton
            label="Take off the schedule"
            tone="danger"
            title={`Take ${user.name} off the booking schedule?`}
            confirmLabel="Take off"
            request={() => callApi(cleanerAvailabilityContract, { params: { userId: user.id }, body: { onSchedule: false } })}
            success={() => `${user.name} is off the booking schedule. Staff can still assign them by hand.`}
          >
            {() => <p>Customers will no longer be offered times that rely on them. Visits they already have keep them.</p>}
          </ActionButton>
        </div>
      ) : null}
    </ActionPanel>
  );
}

/** One day: whether they work, and from when to when; its problems beside its start or end. */
function WorkingDay({ name, index, day, errors, onChange }: { name: string; index: number; day: Day; errors: FieldErrors; onChange: (change: Partial<Day>) => void }) {
  const field = `availability-${name.toLowerCase()}`;
  return (
    <fieldset className="rounded-lg border border-slate-200 px-3 pb-3">
      <legend className="px-1 text-sm font-semibold text-ink">{name}</legend>
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[6rem_1fr_1fr]">
        <CheckboxField name={`${field}-works`} label="Works" className="sm:pt-8" {...bindChecked(day.works, (works) => onChange({ works }))} />
        <SelectField name={`${field}-start`} label="Start" disabled={!day.works} value={day.start} onChange={(event) => onChange({ start: event.target.value })} options={timeOptions(day.start)} error={errors[`workingWeek.${index}.start`]} />
        <SelectField name={`${field}-end`} label="End" disabled={!day.works} value={day.end} onChange={(event) => onChange({ end: event.target.value })} options={timeOptions(day.end)} error={errors[`workingWeek.${index}.end`]} />
      </div>
    </fieldset>
  );
}
