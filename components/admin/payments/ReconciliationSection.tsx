import { formatDateTime } from "@/lib/kernel/format/shorthand";
import type { PaymentReconciliationRow } from "@/lib/platform/db/schema";
import { ActionPanel } from "../actions/ActionFeedback";
import { DataTable } from "../DataTable";
import { orderColumn } from "./payment-columns";
import { ReconcileButton } from "./ReconcileButton";

const SCOPES = { recent: "nightly check of orders touched in the last week", full: "full check of every order" } as const;

/** The last reconciliation run: when, what it covered, and each order whose money does not add up. */
export function ReconciliationSection({ run }: { run: PaymentReconciliationRow | null }) {
  const findings = (run?.findings ?? []).map((finding, index) => ({ ...finding, id: `${finding.orderId}:${finding.code}:${index}` }));
  return (
    <section aria-labelledby="reconciliation-title" className="mt-10 space-y-3">
      <h2 id="reconciliation-title" className="text-lg font-semibold text-ink">
        Reconciliation
      </h2>
      <p className="text-sm text-slate-600">
        {run
          ? `Last run ${formatDateTime(run.finishedAt)} (${SCOPES[run.scope]}): ${run.ordersChecked.toLocaleString("en-US")} orders checked, ${run.findingCount === 0 ? "every one in balance" : `${run.findingCount.toLocaleString("en-US")} out of balance`}.`
          : "No check has run yet. It runs every night at 3 am New York time."}
        {run && run.findingCount > run.findings.length ? ` The first ${run.findings.length} are listed; the server log has them all.` : null}
      </p>
      {findings.length > 0 ? (
        <DataTable
          caption="Orders out of balance"
          empty=""
          rows={findings}
          columns={[orderColumn(), { header: "What does not add up", cell: (finding) => finding.message }, { header: "Rule", className: "whitespace-nowrap text-xs", cell: (finding) => finding.code }]}
        />
      ) : null}
      <ActionPanel>
        <ReconcileButton />
      </ActionPanel>
    </section>
  );
}
