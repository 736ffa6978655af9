"use client";

import { useEffect, useState } from "react";
import type { AccessDetailsView } from "@/lib/account/access-details";
import type { AccessCodesAnswer } from "@/lib/cabinet/access-codes";
import { accessCodesContract } from "@/lib/cabinet/jobs-contract";
import { callApi } from "@/lib/web/http/client";
import { secondaryButtonClass } from "@/components/ui/styles";

/**
 * The job's access details (docs/product.md, "Access details and keys"): what anyone on the job
 * may read at once, and the lockbox and alarm codes behind "Show codes", which asks the server
 * each time (it checks the assignment and the window and logs the look). The codes are never
 * part of the page itself, only of this answer, and are hidden again when the window ends.
 */
export function AccessCodes({ jobId, access }: { jobId: string; access: AccessDetailsView | null }) {
  const [codes, setCodes] = useState<AccessCodesAnswer | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Hidden again when the window ends (setTimeout's longest delay is far beyond a visit).
  useEffect(() => {
    if (!codes) return;
    const timer = setTimeout(() => setCodes(null), Math.max(0, new Date(codes.visibleUntil).getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [codes]);
  if (!access) return null;
  const hasCodes = access.hasLockboxCode || access.hasAlarmCode;
  const shown = codes;

  async function show() {
    setBusy(true);
    setMessage(null);
    const result = await callApi(accessCodesContract, { params: { id: jobId } });
    setBusy(false);
    if (result.ok) setCodes(result.data);
    else setMessage(result.error);
  }

  const facts: [string, string][] = [
    ["Doorman", access.doorman ? "Yes" : "No"],
    ...(access.buzzer ? ([["Buzzer", access.buzzer]] as [string, string][]) : []),
    ...(access.keyLocation ? ([["Keys", access.keyLocation]] as [string, string][]) : []),
    ...(access.parking ? ([["Parking", access.parking]] as [string, string][]) : []),
  ];

  return (
    <section aria-labelledby="access-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="access-title" className="text-lg font-semibold text-ink">
        Getting in
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {hasCodes ? (
        <div className="mt-4">
          {shown ? (
            <dl className="grid gap-x-6 gap-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm sm:grid-cols-2">
              {shown.lockboxCode ? (
                <div>
                  <dt className="font-semibold text-slate-600">Lockbox or door code</dt>
                  <dd className="font-mono text-lg text-ink">{shown.lockboxCode}</dd>
                </div>
              ) : null}
              {shown.alarmCode ? (
                <div>
                  <dt className="font-semibold text-slate-600">Alarm code</dt>
                  <dd className="font-mono text-lg text-ink">{shown.alarmCode}</dd>
                </div>
              ) : null}
            </dl>
          ) : (
            <button type="button" className={secondaryButtonClass} onClick={show} disabled={busy}>
              {busy ? "Opening…" : "Show codes"}
            </button>
          )}
          <p className="mt-2 text-xs text-slate-500">The office sees each time the codes are opened.</p>
          {message ? (
            <p role="status" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {message}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
