"use client";

import { useState } from "react";
import { logoutToLogin } from "@/components/realtime/logout";
import type { SessionView } from "@/lib/account/session-view";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import { signOutDeviceContract, signOutEverywhereContract } from "@/lib/account/sessions-contract";
import { callApi } from "@/lib/web/http/client";
import { FormAlert } from "./FormAlert";
import { Spinner } from "./SubmitButton";
import { dangerOutlineButtonClass, secondaryButtonClass } from "@/components/ui/styles";

const when = (iso: string) => formatInNewYork(iso, "monthDayTime");

/** This browser's own session just ended on the server: finish signing out here too, as a forced logout does. */
function leave(): void {
  void logoutToLogin();
}

/** The devices signed in to the account, each with "Sign out", and "Sign out everywhere". */
export function SignedInDevices({ initial }: { initial: SessionView[] }) {
  const [sessions, setSessions] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function signOutOne(session: SessionView) {
    setBusy(session.id);
    setError(null);
    const result = await callApi(signOutDeviceContract, { params: { id: session.id } });
    setBusy(null);
    if (!result.ok && result.status !== 404) return setError(result.error);
    if (session.current) return leave();
    setSessions((current) => current.filter((item) => item.id !== session.id));
  }

  async function signOutEverywhere() {
    setBusy("everywhere");
    setError(null);
    const result = await callApi(signOutEverywhereContract);
    setBusy(null);
    if (!result.ok) return setError(result.error);
    leave();
  }

  return (
    <div className="space-y-4">
      <FormAlert alert={error ? { kind: "error", text: error } : null} />
      <ul className="divide-y divide-slate-100" aria-label="Signed-in devices">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="text-sm">
              <p className="font-semibold text-slate-800">
                {session.device}
                {session.current && <span className="ml-2 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">This device</span>}
              </p>
              <p className="text-slate-600">
                Last active {when(session.lastSeenAt)} · signed in {when(session.signedInAt)}
              </p>
            </div>
            <button type="button" onClick={() => signOutOne(session)} disabled={busy !== null} className={secondaryButtonClass} aria-label={`Sign out ${session.device}${session.current ? " (this device)" : ""}`}>
              {busy === session.id && <Spinner />}
              Sign out
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={signOutEverywhere} disabled={busy !== null} className={dangerOutlineButtonClass}>
        {busy === "everywhere" && <Spinner />}
        Sign out everywhere
      </button>
    </div>
  );
}
