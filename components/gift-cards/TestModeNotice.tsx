import { TEST_MODE_LABEL } from "@/lib/payments/provider/types";

/** The label every page of the test-mode provider shows: nobody should think money moved. */
export function TestModeNotice({ detail }: { detail?: string }) {
  return (
    <div role="note" aria-label={TEST_MODE_LABEL} className="flex items-start gap-3 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-amber-950">
      <span aria-hidden="true" className="mt-0.5 rounded bg-amber-400 px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-950">
        Test
      </span>
      <p className="text-sm">
        <strong className="font-semibold">{TEST_MODE_LABEL}.</strong>
        {detail ? ` ${detail}` : null}
      </p>
    </div>
  );
}
