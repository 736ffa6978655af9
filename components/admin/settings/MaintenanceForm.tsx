"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { CheckboxField } from "@/components/forms/CheckboxField";
import { FormAlert } from "@/components/forms/FormAlert";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { maintenanceContract, type MaintenanceAnswer } from "@/lib/admin/settings/settings-contract";
import { callApi } from "@/lib/web/http/client";
import { ConfirmDialog } from "../actions/ConfirmDialog";
import { primaryButtonClass } from "@/components/ui/styles";
import { bindChecked, bindValue } from "@/components/forms/bind";

/** What the form shows, and what the API answers with after a save. */
type Maintenance = MaintenanceAnswer;

/** Maintenance mode on or off, with the message visitors see; confirmed first, audited on save. */
export function MaintenanceForm({ initial }: { initial: Maintenance }) {
  const router = useRouter();
  const [current, setCurrent] = useState(initial);
  const [enabled, setEnabled] = useState(initial.enabled);
  const [message, setMessage] = useState(initial.message ?? "");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [messageError, setMessageError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ kind: "success" | "info"; text: string } | null>(null);
  const unchanged = enabled === current.enabled && message.trim() === (current.message ?? "");

  async function save() {
    setBusy(true);
    const result = await callApi(maintenanceContract, { body: { enabled, message: message.trim() || undefined } });
    setBusy(false);
    if (!result.ok) {
      setProblem(result.error);
      setMessageError(result.fieldErrors.message);
      return;
    }
    setCurrent(result.data);
    setConfirming(false);
    setNotice({
      kind: "success",
      text: result.data.enabled
        ? "Maintenance mode is on. Visitors and customers now see the maintenance page; staff and cleaners keep working."
        : "Maintenance mode is off. The site is open to everyone again.",
    });
    router.refresh();
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setNotice(unchanged ? { kind: "info", text: "Nothing has changed yet." } : null);
        if (!unchanged) {
          setProblem(null);
          setConfirming(true);
        }
      }}
    >
      <p className="text-sm">
        Now: <strong>{current.enabled ? "on" : "off"}</strong>
        {current.enabled && current.message ? ` · “${current.message}”` : ""}
      </p>
      <CheckboxField name="maintenance-enabled" label="Maintenance mode on" hint="Booking, contact and account pages send visitors and customers to the maintenance page." {...bindChecked(enabled, setEnabled)} />
      <TextAreaField name="maintenance-message" label="Message on the maintenance page" optional rows={2} maxLength={500} {...bindValue(message, setMessage)} error={messageError} />
      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
      <button type="submit" className={primaryButtonClass}>
        Review and save
      </button>
      {confirming ? (
        <ConfirmDialog
          title={enabled ? (current.enabled ? "Change the maintenance message?" : "Turn maintenance mode on?") : "Turn maintenance mode off?"}
          confirmLabel={enabled ? (current.enabled ? "Save message" : "Turn on") : "Turn off"}
          tone={enabled && !current.enabled ? "danger" : "primary"}
          busy={busy}
          error={problem}
          onConfirm={() => void save()}
          onCancel={() => setConfirming(false)}
        >
          {enabled ? (
            <p>Visitors and customers are sent to the maintenance page{message.trim() ? `, which says “${message.trim()}”` : ""}. Staff and cleaners keep working.</p>
          ) : (
            <p>Booking, contact and account pages open to everyone again.</p>
          )}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
