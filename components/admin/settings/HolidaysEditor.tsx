"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { RadioGroup } from "@/components/forms/RadioGroup";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import { bindValue } from "@/components/forms/bind";
import { holidaysContract } from "@/lib/admin/settings/settings-contract";
import { callApi } from "@/lib/web/http/client";
import { HOLIDAY_MESSAGES, HOLIDAY_SURCHARGE_MAX_PERCENT, changedHolidays, type HolidayPolicy } from "@/lib/settings/holiday-policy";
import { FEDERAL_HOLIDAYS, nextOccurrence, type FederalHolidayId } from "@/lib/kernel/time/holidays";
import { primaryButtonClass } from "@/components/ui/styles";
import { dayName } from "./day-name";
import { SettingsNotice, type SettingsNoticeValue } from "./SettingsNotice";


const CHOICES = [
  { value: "closed", label: "Closed" },
  { value: "open", label: "Open" },
] as const;

/** One holiday as the form holds it: the percent stays text while typed, and is kept while the day is closed. */
interface Row {
  closed: boolean;
  surcharge: string;
}

type Rows = Record<FederalHolidayId, Row>;

const rowsOf = (policy: HolidayPolicy): Rows =>
  Object.fromEntries(FEDERAL_HOLIDAYS.map(({ id }) => [id, { closed: policy[id].closed, surcharge: String(policy[id].surchargePercent) }])) as Rows;

/** The policy the rows describe, or the message of each surcharge that is not a whole percent in range. */
function policyOf(rows: Rows): { ok: true; policy: HolidayPolicy } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const policy = Object.fromEntries(
    FEDERAL_HOLIDAYS.map(({ id }) => {
      const row = rows[id];
      if (row.closed) return [id, { closed: true, surchargePercent: 0 }];
      const text = row.surcharge.trim() || "0";
      const percent = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
      if (!(percent >= 0 && percent <= HOLIDAY_SURCHARGE_MAX_PERCENT)) errors[id] = HOLIDAY_MESSAGES.surcharge;
      return [id, { closed: false, surchargePercent: percent }];
    }),
  ) as HolidayPolicy;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, policy };
}

/** "Next: Saturday, July 4, 2026, observed Friday, July 3, 2026". */
function nextLine(id: FederalHolidayId, today: string): string | undefined {
  const next = nextOccurrence(id, today);
  if (!next) return undefined;
  return `Next: ${dayName(next.date)}${next.observedOn ? `, observed ${dayName(next.observedOn)}` : ""}`;
}

/**
 * The server's messages beside the inputs they are about ("holidays.veterans-day.surchargePercent"
 * → Veterans Day's surcharge, "reason"), and the first one with no input on the form (an unknown
 * holiday, say), to show in words of its own.
 */
function placeErrors(fieldErrors: Record<string, string>, rows: Rows): { errors: Record<string, string>; unplaced?: string } {
  const errors: Record<string, string> = {};
  let unplaced: string | undefined;
  for (const [field, message] of Object.entries(fieldErrors)) {
    const holiday = FEDERAL_HOLIDAYS.find(({ id }) => (field === `holidays.${id}` || field.startsWith(`holidays.${id}.`)) && !rows[id].closed);
    const key = holiday?.id ?? (field === "reason" ? "reason" : undefined);
    if (key) errors[key] ??= message;
    else unplaced ??= message;
  }
  return { errors, unplaced };
}

/**
 * The federal holidays, each closed (no visits, like a day staff closed) or open, with an
 * optional surcharge in percent that the quote shows as its own line. Saved together, audited,
 * and followed at once by the booking calendar, the slot list and new quotes.
 */
export function HolidaysEditor({ initial, today }: { initial: HolidayPolicy; today: string }) {
  const router = useRouter();
  const [baseline, setBaseline] = useState(initial);
  const [rows, setRows] = useState<Rows>(() => rowsOf(initial));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<SettingsNoticeValue | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (id: FederalHolidayId, next: Partial<Row>) => setRows((current) => ({ ...current, [id]: { ...current[id], ...next } }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const checked = policyOf(rows);
    if (!checked.ok) {
      setErrors(checked.errors);
      setNotice({ kind: "error", text: "Some surcharges need fixing; they are marked below." });
      return;
    }
    setErrors({});
    if (changedHolidays(baseline, checked.policy).length === 0) {
      setNotice({ kind: "info", text: "Nothing has changed yet." });
      return;
    }
    setBusy(true);
    const result = await callApi(holidaysContract, { body: { holidays: checked.policy, reason: reason.trim() || undefined } });
    setBusy(false);
    if (!result.ok) {
      const placed = placeErrors(result.fieldErrors, rows);
      setErrors(placed.errors);
      setNotice({ kind: "error", text: placed.unplaced ?? result.error });
      return;
    }
    setBaseline(result.data.holidays);
    setRows(rowsOf(result.data.holidays));
    setReason("");
    setNotice({ kind: "success", text: "Saved. The booking calendar, the time slots and new quotes follow these choices now; orders already booked keep their day and price.", lines: result.data.changes });
    router.refresh();
  }

  return (
    <form onSubmit={save} noValidate className="space-y-4">
      <ul aria-label="Federal holidays" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {FEDERAL_HOLIDAYS.map(({ id, name }) => {
          const row = rows[id];
          return (
            <li key={id} className="grid gap-3 px-3 py-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-start">
              <RadioGroup
                name={`holiday-${id}`}
                legend={name}
                options={CHOICES}
                value={row.closed ? "closed" : "open"}
                onChange={(value) => change(id, { closed: value === "closed" })}
                hint={nextLine(id, today)}
              />
              {row.closed ? (
                <p className="text-sm text-slate-600 sm:pt-7">No visits that day; a recurring visit is skipped with a note.</p>
              ) : (
                <TextField
                  name={`holiday-${id}-surcharge`}
                  label={`${name} surcharge (%)`}
                  hint="0 for the usual price."
                  inputMode="numeric"
                  maxLength={3}
                  {...bindValue(row.surcharge, (surcharge) => change(id, { surcharge }))}
                  error={errors[id]}
                />
              )}
            </li>
          );
        })}
      </ul>
      <TextAreaField name="holidays-reason" label="Why (for the audit log)" optional rows={2} {...bindValue(reason, setReason)} error={errors.reason} />
      <SettingsNotice notice={notice} />
      <button type="submit" className={primaryButtonClass} disabled={busy} aria-busy={busy}>
        {busy ? "Saving…" : "Save holidays"}
      </button>
    </form>
  );
}
