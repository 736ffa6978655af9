"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormAlert, type Alert } from "@/components/account/FormAlert";
import { dangerOutlineButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { defaultCardContract, removeCardContract } from "@/lib/payments/cards/cards-contract";
import { callApi } from "@/lib/web/http/client";

export interface SavedCardItem {
  id: string;
  label: string;
  isDefault: boolean;
  expired: boolean;
}

/** The customer's saved cards with "Make default" and "Remove"; the server decides what is allowed. */
export function SavedCards({ cards }: { cards: SavedCardItem[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [alert, setAlert] = useState<Alert>(null);

  async function act(cardId: string, action: "default" | "remove") {
    if (busy) return;
    setBusy(`${action}:${cardId}`);
    setAlert(null);
    const params = { id: cardId };
    const result = action === "default" ? await callApi(defaultCardContract, { params }) : await callApi(removeCardContract, { params });
    if (!result.ok) {
      setAlert({ kind: "error", text: result.error });
    } else {
      setAlert({ kind: "success", text: action === "default" ? "Default card changed." : "Card removed." });
      router.refresh();
    }
    setBusy(null);
  }

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {cards.map((card) => (
          <li key={card.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div>
              <p className="font-medium text-ink">{card.label}</p>
              <p className="text-sm text-slate-600">{card.expired ? "Expired: it will not be charged" : card.isDefault ? "Default: charged after your visits" : "Saved"}</p>
            </div>
            <div className="flex gap-2">
              {!card.isDefault && !card.expired ? (
                <button type="button" className={secondaryButtonClass} disabled={busy !== null} onClick={() => act(card.id, "default")} aria-label={`Make ${card.label} the default card`}>
                  Make default
                </button>
              ) : null}
              <button type="button" className={dangerOutlineButtonClass} disabled={busy !== null} onClick={() => act(card.id, "remove")} aria-label={`Remove ${card.label}`}>
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
      <FormAlert alert={alert} />
    </div>
  );
}
