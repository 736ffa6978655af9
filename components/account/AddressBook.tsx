"use client";

import { useState } from "react";
import type { SavedAddress } from "@/lib/account/addresses";
import { AddressCard } from "./AddressCard";
import { AddressForm } from "./AddressForm";
import { FormAlert, type Alert } from "./FormAlert";
import { primaryButtonClass } from "@/components/ui/styles";

type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; id: string };

/** The saved addresses: list, add, edit and delete, at most `max` of them. */
export function AddressBook({ initial, max }: { initial: SavedAddress[]; max: number }) {
  const [addresses, setAddresses] = useState(initial);
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [alert, setAlert] = useState<Alert>(null);
  const full = addresses.length >= max;

  function start(next: Editing) {
    setAlert(null);
    setEditing(next);
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {addresses.length === 0 ? "No saved addresses yet. Save one to book faster." : `${addresses.length} of ${max} addresses saved.`}
      </p>
      <FormAlert alert={alert} />
      {addresses.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id} className={editing.kind === "edit" && editing.id === address.id ? "sm:col-span-2" : undefined}>
              {editing.kind === "edit" && editing.id === address.id ? (
                <AddressForm
                  address={address}
                  onCancel={() => start({ kind: "none" })}
                  onSaved={(saved) => {
                    setAddresses((list) => list.map((item) => (item.id === saved.id ? saved : item)));
                    setEditing({ kind: "none" });
                    setAlert({ kind: "success", text: `${saved.label} is saved.` });
                  }}
                />
              ) : (
                <AddressCard
                  address={address}
                  onEdit={() => start({ kind: "edit", id: address.id })}
                  onError={(text) => setAlert({ kind: "error", text })}
                  onDeleted={() => {
                    setAddresses((list) => list.filter((item) => item.id !== address.id));
                    setAlert({ kind: "success", text: `${address.label} is deleted.` });
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {editing.kind === "new" ? (
        <AddressForm
          onCancel={() => start({ kind: "none" })}
          onSaved={(saved) => {
            setAddresses((list) => [...list, saved]);
            setEditing({ kind: "none" });
            setAlert({ kind: "success", text: `${saved.label} is saved.` });
          }}
        />
      ) : full ? (
        <p className="text-sm text-slate-600">You have saved the most addresses we keep ({max}). Delete one to add another.</p>
      ) : (
        <button type="button" onClick={() => start({ kind: "new" })} className={primaryButtonClass}>
          <span aria-hidden="true">+</span> Add an address
        </button>
      )}
    </div>
  );
}
