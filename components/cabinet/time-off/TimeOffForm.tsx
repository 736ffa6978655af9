"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { bindValue } from "@/components/forms/bind";
import { FormAlert } from "@/components/forms/FormAlert";
import { formLevelError } from "@/components/forms/form-level-error";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import { primaryButtonClass } from "@/components/ui/styles";
import type { FieldErrors } from "@/lib/kernel/failure";
import { requestTimeOffContract } from "@/lib/cabinet/time-off/time-off-contract";
import { timeOffDaysLabel } from "@/lib/cabinet/time-off/time-off-labels";
import { callApi } from "@/lib/web/http/client";

const NOTE_MAX = 500;

/**
 * Asks the office for whole days off (docs/product.md, "Time off"). The browser's date pickers
 * offer tomorrow to a year ahead; the server checks every rule again and its words are shown
 * beside the fields.
 */
export function TimeOffForm({ earliest, latest }: { earliest: string; latest: string }) {
  const router = useRouter();
  const [firstDay, setFirstDay] = useState("");
  const [lastDay, setLastDay] = useState("");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  async function send() {
    setBusy(true);
    setNotice(null);
    setFieldErrors({});
    const result = await callApi(requestTimeOffContract, { body: { firstDay, lastDay: lastDay || firstDay, note } });
    setBusy(false);
    if (!result.ok) {
      const message = formLevelError(result.error, result.fieldErrors);
      setFieldErrors(result.fieldErrors);
      setNotice(message ? { kind: "error", text: message } : null);
      return;
    }
    setNotice({ kind: "success", text: `Sent. The office will approve or decline ${timeOffDaysLabel(result.data.firstDay, result.data.lastDay)}; the answer shows below.` });
    setFirstDay("");
    setLastDay("");
    setNote("");
    router.refresh();
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="time-off-first-day" label="First day off" type="date" min={earliest} max={latest} {...bindValue(firstDay, setFirstDay)} error={fieldErrors.firstDay} />
        <TextField name="time-off-last-day" label="Last day off" type="date" min={firstDay || earliest} hint="Leave empty for a single day." {...bindValue(lastDay, setLastDay)} error={fieldErrors.lastDay} />
      </div>
      <TextAreaField name="time-off-note" label="Note for the office" optional rows={3} maxLength={NOTE_MAX} length={note.length} placeholder="My cousin's wedding in the Bronx" {...bindValue(note, setNote)} error={fieldErrors.note} />
      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
      <button type="submit" className={`${primaryButtonClass} min-h-11 w-full sm:w-auto`} disabled={busy} aria-busy={busy}>
        {busy ? "Sending…" : "Ask for time off"}
      </button>
    </form>
  );
}
