"use client";

import { useState } from "react";
import { CheckboxField } from "@/components/forms/CheckboxField";
import type { TextConsentView } from "@/lib/messaging/profile-texts";
import { textConsentContract } from "@/lib/messaging/text-settings-contract";
import { callApi } from "@/lib/web/http/client";
import { FormAlert, type Alert } from "./FormAlert";

/** Under the box: where texts go, and that consent belongs to that number (docs/product.md#text-messages). */
function hintFor(consent: TextConsentView): string {
  if (consent.phone === null) return "Add your mobile number under Your details first, then tick the box.";
  if (consent.phoneProblem) return `${consent.phone}: ${consent.phoneProblem} Change it under Your details.`;
  return `Texts go to ${consent.phone}, the phone in Your details. The box is for that number: after changing the phone, tick it again for the new one.`;
}

/**
 * The profile's texts box, in the exact words stored with the consent. Unticked until the
 * person ticks it; each change is saved at once, and the line under it says where things stand
 * (on since when, or stopped by a text and how).
 */
export function TextConsentBox({ initial }: { initial: TextConsentView }) {
  const [consent, setConsent] = useState(initial);
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<Alert>(null);
  const cannotText = consent.phone === null || consent.phoneProblem !== null;

  async function change(wanted: boolean) {
    setSending(true);
    setAlert(null);
    const result = await callApi(textConsentContract, { body: { consent: wanted } });
    setSending(false);
    if (!result.ok) return setAlert({ kind: "error", text: result.error });
    setConsent(result.data.consent);
    setAlert({ kind: "success", text: result.data.consent.on ? "Texts are on." : "Texts are off." });
  }

  return (
    <div className="space-y-3">
      <CheckboxField
        name="textConsent"
        label={consent.wording}
        checked={consent.on}
        disabled={sending || (cannotText && !consent.on)}
        aria-busy={sending}
        onChange={(event) => void change(event.target.checked)}
        hint={hintFor(consent)}
      />
      {consent.status ? <p className="pl-8 text-sm text-slate-700">{consent.status}</p> : null}
      <FormAlert alert={alert} />
    </div>
  );
}
