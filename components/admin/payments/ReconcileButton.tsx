"use client";

import { reconcileContract } from "@/lib/payments/reconcile/reconcile-contract";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";

/** Asks for a full reconciliation pass now; the worker runs it within seconds. */
export function ReconcileButton() {
  return (
    <ActionButton
      label="Check every order now"
      title="Check every order's payments now?"
      confirmLabel="Start the check"
      request={() => callApi(reconcileContract)}
      success={() => "The full check has started. Reload this page in a minute to see its findings."}
    >
      {() => <p>Every order is checked, not just last week&apos;s. It runs in the background and takes a minute or two on a busy year of bookings.</p>}
    </ActionButton>
  );
}
