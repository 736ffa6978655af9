"use client";

import { useState } from "react";
import { ActionButton } from "@/components/admin/actions/ActionButton";
import { ActionPanel } from "@/components/admin/actions/ActionFeedback";
import { DetailItem } from "@/components/admin/DetailItem";
import { SelectField } from "@/components/forms/SelectField";
import { bindValue } from "@/components/forms/bind";
import type { AccessDetailsView } from "@/lib/account/access-details";
import type { AssignableCleaner } from "@/lib/admin/orders/cleaners";
import type { KeyCustody } from "@/lib/admin/orders/key-custody";
import { keyCustodyStepContract } from "@/lib/admin/orders/key-custody-contract";
import type { AccessCodeView } from "@/lib/cabinet/access-codes";
import { formatDateTime } from "@/lib/kernel/format/shorthand";
import { callApi } from "@/lib/web/http/client";

/**
 * The order's access details as staff see them (docs/product.md, "Access details and keys"):
 * the plain ones, whether codes are saved (never the codes), who opened the codes and when, and
 * the customer's keys with their current holder and the steps that may follow from it. Each
 * step sends the holder this page showed, so a step someone else made first is refused.
 */
export function AccessAndKeys({
  orderId,
  access,
  codeViews,
  keys,
  cleaners,
  canManage,
}: {
  orderId: string;
  access: AccessDetailsView | null;
  codeViews: AccessCodeView[];
  keys: KeyCustody;
  cleaners: AssignableCleaner[];
  canManage: boolean;
}) {
  const [cleanerId, setCleanerId] = useState("");
  const chosen = cleaners.find((person) => person.id === cleanerId);
  const holder = keys.holder.id;
  const params = { id: orderId };
  const send = (body: { step: "office_received" | "returned_to_office" | "returned_to_customer" } | { step: "handed_to_cleaner"; cleanerId: string }) =>
    callApi(keyCustodyStepContract, { params, body: { ...body, expectedHolder: holder } });

  return (
    <div className="space-y-5">
      <dl className="divide-y divide-slate-100">
        <DetailItem look="row" label="Doorman">{access?.doorman ? "Yes" : "No"}</DetailItem>
        <DetailItem look="row" label="Buzzer">{access?.buzzer ?? "None"}</DetailItem>
        <DetailItem look="row" label="Keys kept">{access?.keyLocation ?? "None"}</DetailItem>
        <DetailItem look="row" label="Parking">{access?.parking ?? "None"}</DetailItem>
        <DetailItem look="row" label="Codes">
          {access && (access.hasLockboxCode || access.hasAlarmCode)
            ? [access.hasLockboxCode ? "lockbox or door code saved" : null, access.hasAlarmCode ? "alarm code saved" : null].filter(Boolean).join(", ") + " (only the assigned cleaner sees them, on the day)"
            : "None saved"}
        </DetailItem>
      </dl>

      <div>
        <h3 className="text-sm font-semibold text-ink">Who opened the codes</h3>
        {codeViews.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">Nobody yet.</p>
        ) : (
          <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
            {codeViews.map((view) => (
              <li key={`${view.viewedAt}-${view.viewerName}`}>
                {view.viewerName}, {formatDateTime(view.viewedAt)}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div>
        <h3 className="text-sm font-semibold text-ink">Keys</h3>
        <p className="mt-1 text-sm text-slate-700">
          Now with: <strong>{keys.holder.label}</strong>
        </p>
        {keys.entries.length > 0 ? (
          <ol className="mt-1 space-y-0.5 text-sm text-slate-600">
            {keys.entries.map((entry) => (
              <li key={entry.id}>
                {formatDateTime(entry.at)}: {entry.label}
                {entry.actorName ? ` (by ${entry.actorName})` : ""}
                {entry.orderNumber ? ` · ${entry.orderNumber}` : ""}
                {entry.note ? ` · “${entry.note}”` : ""}
              </li>
            ))}
          </ol>
        ) : null}
        {canManage ? (
          <ActionPanel className="mt-3">
            <div className="flex flex-wrap items-end gap-2">
              {holder === "customer" ? (
                <ActionButton
                  label="Office received keys"
                  title="Record that the office has the customer's keys?"
                  confirmLabel="Record"
                  request={() => send({ step: "office_received" })}
                  success={() => "The office holds the keys."}
                />
              ) : null}
              {holder === "office" ? (
                <>
                  <SelectField
                    name="keysCleanerId"
                    label="Hand the keys to"
                    placeholder="Choose a cleaner"
                    className="sm:min-w-64"
                    {...bindValue(cleanerId, setCleanerId)}
                    options={cleaners.map((person) => ({ value: person.id, label: person.name }))}
                  />
                  <ActionButton
                    label="Handed to cleaner"
                    tone="primary"
                    title={chosen ? `Record that ${chosen.name} took the keys?` : "Choose a cleaner"}
                    confirmLabel="Record"
                    disabled={!cleanerId}
                    request={() => send({ step: "handed_to_cleaner", cleanerId })}
                    success={() => `${chosen?.name ?? "The cleaner"} holds the keys.`}
                  />
                </>
              ) : null}
              {holder.startsWith("cleaner:") ? (
                <ActionButton
                  label="Back at the office"
                  title={`Record that ${keys.holder.label} brought the keys back?`}
                  confirmLabel="Record"
                  request={() => send({ step: "returned_to_office" })}
                  success={() => "The office holds the keys."}
                />
              ) : null}
              {holder !== "customer" ? (
                <ActionButton
                  label="Returned to customer"
                  title="Record that the customer has their keys back?"
                  confirmLabel="Record"
                  request={() => send({ step: "returned_to_customer" })}
                  success={() => "The customer has their keys back."}
                />
              ) : null}
            </div>
          </ActionPanel>
        ) : null}
      </div>
    </div>
  );
}
