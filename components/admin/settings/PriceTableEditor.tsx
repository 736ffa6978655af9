"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState, type FormEvent } from "react";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import { applyTexts, formTexts, priceChanges, priceFields, type PriceField, type PriceUnit } from "@/lib/admin/settings/price-fields";
import type { PriceTable } from "@/lib/settings/price-table";
import { MAX_TRAVEL_MINUTES, type TravelMinutes } from "@/lib/settings/travel-minutes";
import { pricingContract } from "@/lib/admin/settings/settings-contract";
import { callApi } from "@/lib/web/http/client";
import { ConfirmDialog } from "../actions/ConfirmDialog";
import { primaryButtonClass } from "@/components/ui/styles";
import { bindValue } from "@/components/forms/bind";
import { SettingsNotice, type SettingsNoticeValue } from "./SettingsNotice";

const UNIT_SUFFIX: Record<PriceUnit, string> = {
  dollars: " ($)",
  rate: " ($ per sq ft)",
  percent: " (%)",
  taxPercent: " (%)",
  minutes: " (minutes)",
  count: "",
};

function groupsOf(fields: readonly PriceField[]): Array<[string, PriceField[]]> {
  const groups = new Map<string, PriceField[]>();
  for (const field of fields) groups.set(field.group, [...(groups.get(field.group) ?? []), field]);
  return [...groups.entries()];
}

const TRAVEL_FIELDS = [
  { key: "sameBorough", label: "Travel within a borough (minutes)", hint: "Kept free between two visits of one cleaner in the same borough." },
  { key: "acrossBoroughs", label: "Travel across boroughs (minutes)", hint: "Kept free when the next visit is in another borough." },
] as const;

/** Whole minutes from 0 to the most allowed, or NaN. */
function travelMinutesOf(text: string): number {
  const value = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return value <= MAX_TRAVEL_MINUTES ? value : Number.NaN;
}

/**
 * Every price of the table in dollars (and minutes, percents), and the travel minutes between a
 * cleaner's visits, checked as typed, then a confirmation that lists exactly what changes.
 * Saving applies to the next quote and slot list at once.
 */
export function PriceTableEditor({ priceTable, travel }: { priceTable: PriceTable; travel: TravelMinutes }) {
  const router = useRouter();
  const [baseline, setBaseline] = useState({ table: priceTable, travel });
  const [texts, setTexts] = useState<Record<string, string>>(() => formTexts(priceTable));
  const [travelTexts, setTravelTexts] = useState<Record<keyof TravelMinutes, string>>({ sameBorough: String(travel.sameBorough), acrossBoroughs: String(travel.acrossBoroughs) });
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [review, setReview] = useState<{ table: PriceTable; travel: TravelMinutes; lines: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<SettingsNoticeValue | null>(null);
  const groups = useMemo(() => groupsOf(priceFields(baseline.table)), [baseline.table]);

  function onReview(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const applied = applyTexts(baseline.table, texts);
    const nextTravel: TravelMinutes = { sameBorough: travelMinutesOf(travelTexts.sameBorough), acrossBoroughs: travelMinutesOf(travelTexts.acrossBoroughs) };
    const fieldErrors = applied.ok ? {} : { ...applied.errors };
    for (const { key } of TRAVEL_FIELDS) if (Number.isNaN(nextTravel[key])) fieldErrors[key] = `Enter whole minutes from 0 to ${MAX_TRAVEL_MINUTES}.`;
    setErrors(fieldErrors);
    if (!applied.ok || Object.keys(fieldErrors).length > 0) {
      setNotice({ kind: "error", text: fieldErrors.form ?? "Some values need fixing; they are marked below." });
      return;
    }
    const lines = priceChanges(baseline.table, applied.table);
    for (const { key, label } of TRAVEL_FIELDS) if (nextTravel[key] !== baseline.travel[key]) lines.push(`${label}: ${baseline.travel[key]} → ${nextTravel[key]}`);
    if (lines.length === 0) {
      setNotice({ kind: "info", text: "Nothing has changed yet." });
      return;
    }
    setProblem(null);
    setReview({ table: applied.table, travel: nextTravel, lines });
  }

  async function save() {
    if (!review) return;
    setBusy(true);
    const result = await callApi(pricingContract, { body: { priceTable: review.table, travel: review.travel, reason: reason.trim() || undefined } });
    setBusy(false);
    if (!result.ok) {
      // A refused table carries its reason under a field path ("priceTable.services.1"), which
      // this form has no input for: show the reason itself rather than "check the fields".
      setProblem(Object.values(result.fieldErrors)[0] ?? result.error);
      return;
    }
    setBaseline({ table: review.table, travel: review.travel });
    setNotice({ kind: "success", text: "Saved. New quotes use these prices now; the public pages' “from” prices refresh within minutes.", lines: review.lines });
    setReview(null);
    setReason("");
    router.refresh();
  }

  return (
    <form onSubmit={onReview} noValidate className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-2">
        {groups.map(([group, fields]) => (
          <fieldset key={group} className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-ink">{group}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {fields.map((field) => (
                <TextField
                  key={field.key}
                  name={field.key}
                  label={`${field.label}${UNIT_SUFFIX[field.unit]}`}
                  inputMode="decimal"
                  value={texts[field.key] ?? ""}
                  onChange={(event) => setTexts((current) => ({ ...current, [field.key]: event.target.value }))}
                  error={errors[field.key]}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-ink">Travel between visits</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {TRAVEL_FIELDS.map(({ key, label, hint }) => (
              <TextField
                key={key}
                name={key}
                label={label}
                hint={hint}
                inputMode="numeric"
                value={travelTexts[key]}
                onChange={(event) => setTravelTexts((current) => ({ ...current, [key]: event.target.value }))}
                error={errors[key]}
              />
            ))}
          </div>
        </fieldset>
      </div>
      <TextAreaField name="pricing-reason" label="Why (for the audit log)" optional rows={2} {...bindValue(reason, setReason)} />
      <SettingsNotice notice={notice} />
      <button type="submit" className={primaryButtonClass}>
        Review changes
      </button>
      {review ? (
        <ConfirmDialog title="Save these price changes?" confirmLabel="Save prices" busy={busy} error={problem} onConfirm={() => void save()} onCancel={() => setReview(null)}>
          <p>New quotes and bookings use them at once. Orders already booked keep their price.</p>
          <ul className="list-disc space-y-1 pl-5">
            {review.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
