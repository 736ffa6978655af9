"use client";

import { useState } from "react";
import { textPreferencesContract } from "@/lib/messaging/text-settings-contract";
import { CUSTOMER_TEXT_LABELS, CUSTOMER_TEXT_TYPES, type CustomerTextType } from "@/lib/messaging/text-types";
import { callApi } from "@/lib/web/http/client";
import { FormAlert, type Alert } from "./FormAlert";

/**
 * One switch per text a customer gets about their visits (docs/product.md#text-messages), each
 * saved as it is flipped. They narrow what the box above allows; they never send a text to a
 * number without consent.
 */
export function TextTypeSwitches({ initialMuted }: { initialMuted: readonly CustomerTextType[] }) {
  const [muted, setMuted] = useState<readonly CustomerTextType[]>(initialMuted);
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<Alert>(null);

  async function flip(type: CustomerTextType, on: boolean) {
    const before = muted;
    const next = on ? muted.filter((candidate) => candidate !== type) : [...muted, type];
    setMuted(next);
    setSending(true);
    setAlert(null);
    const result = await callApi(textPreferencesContract, { body: { mutedTypes: [...next] } });
    setSending(false);
    if (!result.ok) {
      setMuted(before);
      return setAlert({ kind: "error", text: result.error });
    }
    setMuted(result.data.mutedTypes);
    setAlert({ kind: "success", text: `${CUSTOMER_TEXT_LABELS[type]}: ${on ? "on" : "off"}.` });
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-ink">Which texts</legend>
      <p className="text-sm text-slate-600">Switch off the ones you do not need. None is sent while the box above is unticked.</p>
      <ul className="divide-y divide-slate-100">
        {CUSTOMER_TEXT_TYPES.map((type) => {
          const on = !muted.includes(type);
          return (
            <li key={type}>
              <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 py-2 text-sm font-medium text-slate-800">
                <span>{CUSTOMER_TEXT_LABELS[type]}</span>
                <input
                  type="checkbox"
                  role="switch"
                  name={`text-${type}`}
                  className="peer sr-only"
                  checked={on}
                  disabled={sending}
                  onChange={(event) => void flip(type, event.target.checked)}
                />
                <span
                  aria-hidden="true"
                  className="relative inline-flex h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:opacity-60 after:absolute after:left-0.5 after:top-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
                />
              </label>
            </li>
          );
        })}
      </ul>
      <FormAlert alert={alert} />
    </fieldset>
  );
}
