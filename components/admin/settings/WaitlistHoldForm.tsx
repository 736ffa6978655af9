"use client";

import { FormAlert } from "@/components/forms/FormAlert";
import { TextField } from "@/components/forms/TextField";
import { bindValue } from "@/components/forms/bind";
import { primaryButtonClass } from "@/components/ui/styles";
import { waitlistHoldContract } from "@/lib/admin/settings/settings-contract";
import { callApi } from "@/lib/web/http/client";
import { useSingleSetting } from "./use-single-setting";

/** How long a freed time is held for the first person on the waitlist (docs/product.md#waitlist). The server checks the range. */
export function WaitlistHoldForm({ initial }: { initial: number }) {
  const { value, setValue, busy, error, notice, save } = useSingleSetting({
    initial,
    shown: (minutes: number) => String(minutes),
    field: "holdMinutes",
    // Anything but whole minutes is sent as NaN, which the server refuses with its range message.
    request: (text) => callApi(waitlistHoldContract, { body: { holdMinutes: /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN } }),
    saved: (answer) => ({ value: answer.holdMinutes, text: `Saved. Freed times are now held for ${answer.holdMinutes} minutes; holds already made keep theirs.` }),
  });

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
