"use client";

import { useState } from "react";
import { SelectField } from "@/components/forms/SelectField";
import { DialogErrors } from "@/components/admin/actions/DialogErrors";
import { neverSendContract, undoBlockContract } from "@/lib/admin/users/cleaner-preferences-contract";
import type { CleanerPreferencesView } from "@/lib/admin/users/cleaner-preferences-view";
import { formatDate } from "@/lib/kernel/format/shorthand";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";
import { ActionPanel } from "../actions/ActionFeedback";

const SET_BY = { poll: "after a poll rating of 2 or less", staff: "by staff", customer: "by the customer" } as const;

/**
 * Preferred and blocked cleaners on the admin user page (docs/product.md#preferred-and-blocked-cleaners):
 * the list with "Undo" on each block, and "Never send" naming the other end of the pair.
 */
export function CleanerPreferences({ user, view, canChange }: { user: { id: string; name: string }; view: CleanerPreferencesView; canChange: boolean }) {
  const [chosen, setChosen] = useState("");
  const chosenName = view.choices.find((choice) => choice.value === chosen)?.label ?? "";
  const pairWords = (otherName: string) => (view.side === "customer" ? `${otherName} to ${user.name}` : `${user.name} to ${otherName}`);
  return (
    <ActionPanel>
      {view.lines.length === 0 ? (
        <p className="text-sm text-slate-600">{view.side === "customer" ? "No preferred or blocked cleaners." : "Sent to every customer."}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {view.lines.map((line) => (
            <li key={line.userId} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <span className="font-semibold text-slate-800">{line.name}</span>{" "}
                {line.kind === "preferred" ? `preferred since ${formatDate(line.createdAt)}` : `never sent: blocked ${SET_BY[line.setBy]} on ${formatDate(line.createdAt)}`}
              </span>
              {line.kind === "blocked" && canChange ? (
                <ActionButton
                  label="Undo"
                  title={`Allow sending ${pairWords(line.name)} again?`}
                  confirmLabel="Undo the block"
                  request={() => callApi(undoBlockContract, { params: { userId: user.id }, body: { userId: line.userId } })}
                  success={() => `${line.name} is no longer blocked.`}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canChange && view.choices.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4">
          <SelectField
            name="never-send"
            label={view.side === "customer" ? "Cleaner" : "Customer"}
            placeholder="Choose…"
            options={view.choices}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          />
          <ActionButton
            label="Never send"
            tone="danger"
            title={`Never send ${pairWords(chosenName)}?`}
            confirmLabel="Never send"
            validate={() => (chosen ? null : view.side === "customer" ? "Choose a cleaner first." : "Choose a customer first.")}
            request={() => callApi(neverSendContract, { params: { userId: user.id }, body: { userId: chosen } })}
            success={() => {
              setChosen("");
              return `${chosenName} is blocked.`;
            }}
          >
            {(errors) => (
              <>
                <p>Assigning this pair will be refused until someone undoes the block. It is kept in the audit log.</p>
                <DialogErrors errors={errors} />
              </>
            )}
          </ActionButton>
        </div>
      ) : null}
    </ActionPanel>
  );
}
