"use client";

import { useState } from "react";
import { callApi } from "@/lib/web/http/client";
import type { SavedAddress } from "@/lib/account/addresses";
import { accessInWords } from "@/lib/account/access-form";
import { deleteAddressContract } from "@/lib/account/addresses-contract";
import { Spinner } from "./SubmitButton";
import { dangerOutlineButtonClass, secondaryButtonClass } from "@/components/ui/styles";

/** One saved address, with Edit and a two-step Delete (no browser dialog, works the same on phones). */
export function AddressCard({
  address,
  onEdit,
  onDeleted,
  onError,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDeleted: () => void;
  onError: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    setDeleting(true);
    const result = await callApi(deleteAddressContract, { params: { id: address.id } });
    setDeleting(false);
    setConfirming(false);
    if (result.ok || result.status === 404) onDeleted();
    else onError(result.error);
  }

  return (
    <article aria-label={address.label} className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">{address.label}</h3>
        {address.borough && <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{address.borough}</span>}
      </div>
      <address className="mt-1 text-sm not-italic leading-relaxed text-slate-700">
        {address.street}
        {address.unit ? `, ${address.unit}` : ""}
        <br />
        {address.city}, NY {address.zip}
      </address>
      {address.accessNotes && <p className="mt-2 whitespace-pre-line text-sm text-slate-600">{address.accessNotes}</p>}
      {address.access ? <p className="mt-1 text-sm text-slate-600">{accessInWords(address.access).join(" · ")}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {confirming ? (
          <>
            <button type="button" onClick={remove} disabled={deleting} className={dangerOutlineButtonClass}>
              {deleting && <Spinner />}
              {deleting ? "Deleting…" : `Yes, delete ${address.label}`}
            </button>
            <button type="button" onClick={() => setConfirming(false)} disabled={deleting} className={secondaryButtonClass}>
              Keep it
            </button>
          </>
        ) : (
          <>
            <button type="button" onClick={onEdit} className={secondaryButtonClass} aria-label={`Edit ${address.label}`}>
              Edit
            </button>
            <button type="button" onClick={() => setConfirming(true)} className={dangerOutlineButtonClass} aria-label={`Delete ${address.label}`}>
              Delete
            </button>
          </>
        )}
      </div>
    </article>
  );
}
