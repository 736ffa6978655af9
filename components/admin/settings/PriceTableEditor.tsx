"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState, type FormEvent } from "react";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import { applyTexts, formTexts, priceChanges, priceFields, type PriceField, type PriceUnit } from "@/lib/admin/settings/price-fields";
import type { PriceTable } from "@/lib/settings/price-table";
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

/**
 * Every price of the table in dollars (and minutes, percents, teams), checked as typed, then a
 * confirmation that lists exactly what changes. Saving applies to the next quote at once.
 */
export function PriceTableEditor({ priceTable, capacity }: { priceTable: PriceTable; capacity: number }) {
  const router = useRouter();
  const [baseline, setBaseline] = useState({ table: priceTable, capacity });
  const [texts, setTexts] = useState<Record<string, string>>(() => formTexts(priceTable));
  const [capacityText, setCapacityText] = useState(String(capacity));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [review, setReview] = useState<{ table: PriceTable; capacity: number; lines: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<SettingsNoticeValue | null>(null);
  const groups = useMemo(() => groupsOf(priceFields(baseline.table)), [baseline.table]);

  function onReview(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const applied = applyTexts(baseline.table, texts);
    const nextCapacity = /^\d{1,3}$/.test(capacityText.trim()) ? Number(capacityText.trim()) : Number.NaN;
    const fieldErrors = applied.ok ? {} : { ...applied.errors };
    if (!(nextCapacity >= 1 && nextCapacity <= 100)) fieldErrors.capacity = "Enter a whole number of teams from 1 to 100.";
    setErrors(fieldErrors);
    if (!applied.ok || Object.keys(fieldErrors).length > 0) {
      setNotice({ kind: "error", text: fieldErrors.form ?? "Some values need fixing; they are marked below." });
      return;
    }
    const lines = priceChanges(baseline.table, applied.table);
    if (nextCapacity !== baseline.capacity) lines.push(`Teams working at once: ${baseline.capacity} → ${nextCapacity}`);
    if (lines.length === 0) {
      setNotice({ kind: "info", text: "Nothing has changed yet." });
      return;
    }
    setProblem(null);
    setReview({ table: applied.table, capacity: nextCapacity, lines });
  }

  async function save() {
    if (!review) return;
    setBusy(true);
    const result = await callApi(pricingContract, { body: { priceTable: review.table, capacity: review.capacity, reason: reason.trim() || undefined } });
    setBusy(false);
    if (!result.ok) {
      // A refused table carries its reason under a field path ("priceTable.services.1"), which
      // this form has no input for: show the reason itself rather than "check the fields".
      setProblem(Object.values(result.fieldErrors)[0] ?? result.error);
      return;
    }
    setBaseline({ table: review.table, capacity: review.capacity });
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
          <legend className="px-1 font-semibold text-ink">Capacity</legend>
          <TextField
            name="capacity"
            label="Teams working at once"
            hint="A start time is offered only while fewer visits than this overlap it."
            inputMode="numeric"
            {...bindValue(capacityText, setCapacityText)}
            error={errors.capacity}
          />
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
