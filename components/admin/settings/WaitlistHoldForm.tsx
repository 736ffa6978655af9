"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormAlert } from "@/components/forms/FormAlert";
import { TextField } from "@/components/forms/TextField";
import { bindValue } from "@/components/forms/bind";
import { primaryButtonClass } from "@/components/ui/styles";
import { waitlistHoldContract } from "@/lib/admin/settings/settings-contract";
import { callApi } from "@/lib/web/http/client";

/** How long a freed time is held for the first person on the waitlist (docs/product.md#waitlist). The server checks the range. */
export function WaitlistHoldForm({ initial }: { initial: number }) {
  const router = useRouter();
  const [current, setCurrent] = useState(initial);
  const [value, setValue] = useState(String(initial));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ kind: "success" | "info" | "error"; text: string } | null>(null);

  async function save() {
    const minutes = /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    if (minutes === current) return setNotice({ kind: "info", text: "Nothing has changed yet." });
    setBusy(true);
    const result = await callApi(waitlistHoldContract, { body: { holdMinutes: minutes } });
    setBusy(false);
    if (!result.ok) {
      setError(result.fieldErrors.holdMinutes);
      setNotice({ kind: "error", text: result.error });
      return;
    }
    setError(undefined);
    setCurrent(result.data.holdMinutes);
    setValue(String(result.data.holdMinutes));
    setNotice({ kind: "success", text: `Saved. Freed times are now held for ${result.data.holdMinutes} minutes; holds already made keep theirs.` });
    router.refresh();
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField name="waitlist-hold-minutes" label="Hold a freed time for (minutes)" inputMode="numeric" hint="From 5 to 1440 minutes. 30 gives people time to see the email without keeping the slot empty long." {...bindValue(value, setValue)} error={error} />
      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
      <button type="submit" className={primaryButtonClass} disabled={busy}>
        {busy ? "Saving…" : "Save hold time"}
      </button>
    </form>
  );
}
