"use client";

import { useState } from "react";
import { bindValue } from "@/components/forms/bind";
import { RadioGroup } from "@/components/forms/RadioGroup";
import { TextField } from "@/components/forms/TextField";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import type { WaitlistJoinBody } from "@/lib/waitlist/waitlist-contract";
import { joinWaitlistContract } from "@/lib/waitlist/waitlist-contract";
import { callApi } from "@/lib/web/http/client";

export type WaitlistPart = "morning" | "afternoon" | "any";

const PART_OPTIONS = [
  { value: "morning", label: "Morning (8–11 AM starts)" },
  { value: "afternoon", label: "Afternoon (12–5 PM starts)" },
  { value: "any", label: "Any time that day" },
] as const;

type State = { kind: "closed" } | { kind: "open" } | { kind: "sending" } | { kind: "joined"; email: string } | { kind: "failed"; message: string; fieldErrors: Record<string, string> };

/** The fields this form shows, which carry their own messages. */
const FORM_FIELDS = new Set(["name", "email", "zip"]);

/**
 * The alert's text: the refusal's own, unless it names fields this form does not show (the
 * booking answers or the day sent with it); "check the highlighted fields" would then point at
 * nothing, so their messages are said instead.
 */
function refusalMessage(error: string, fieldErrors: Record<string, string>): string {
  const elsewhere = Object.entries(fieldErrors).flatMap(([field, message]) => (FORM_FIELDS.has(field) ? [] : [message]));
  return elsewhere.length > 0 ? elsewhere.join(" ") : error;
}

/**
 * "Join the waitlist" under a full day or part of a day (docs/product.md#waitlist): a clear
 * button opens a short form (name, email, ZIP, which part of the day), and a confirmation says
 * what happens next. The server prices the visit's length from the same answers as the quote.
 */
export function WaitlistOffer({
  date,
  part,
  request,
  contact,
}: {
  date: string;
  /** The part of the day that is full: the form starts with it. */
  part: WaitlistPart;
  request: Record<string, unknown>;
  contact: { name: string; email: string; zip: string };
}) {
  const [state, setState] = useState<State>({ kind: "closed" });
  const [name, setName] = useState(contact.name);
  const [email, setEmail] = useState(contact.email);
  const [zip, setZip] = useState(contact.zip);
  const [window, setWindow] = useState<string>(part);
  const day = formatInNewYork(`${date}T12:00:00-05:00`, "longWeekdayMonthDay");

  if (state.kind === "joined") {
    return (
      <p role="status" className="mt-3 rounded-xl border border-brand-600 bg-brand-50 p-3 text-sm text-ink">
        You&apos;re on the waitlist for {day}. If a cleaner frees up, we&apos;ll hold the time for you and email {state.email} right away. You can leave the list from that email or your account.
      </p>
    );
  }
  if (state.kind === "closed") {
    return (
      <button type="button" onClick={() => setState({ kind: "open" })} className="mt-3 rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
        Join the waitlist for {day}
      </button>
    );
  }

  async function join() {
    setState({ kind: "sending" });
    const body: WaitlistJoinBody = { name: name.trim(), email: email.trim(), zip: zip.trim(), request, date, window: { kind: window as WaitlistPart }, locale: "en" };
    const result = await callApi(joinWaitlistContract, { body });
    setState(result.ok ? { kind: "joined", email: body.email } : { kind: "failed", message: refusalMessage(result.error, result.fieldErrors), fieldErrors: result.fieldErrors });
  }

  const fieldErrors = state.kind === "failed" ? state.fieldErrors : {};
  return (
    <div className="mt-3 space-y-3 rounded-xl border border-slate-300 p-4">
      <p className="text-sm text-slate-700">
        Cancellations happen. Join the list and, if a cleaner frees up on {day}, we&apos;ll hold the time for you and email you at once. Whoever joined first is offered first.
      </p>
      <TextField name="waitlist-name" label="Your name" autoComplete="name" {...bindValue(name, setName)} error={fieldErrors.name} />
      <TextField name="waitlist-email" label="Email" type="email" autoComplete="email" {...bindValue(email, setEmail)} error={fieldErrors.email} />
      <TextField name="waitlist-zip" label="ZIP code of the home" inputMode="numeric" autoComplete="postal-code" {...bindValue(zip, setZip)} error={fieldErrors.zip} />
      <RadioGroup name="waitlist-window" legend="Which times suit you?" options={PART_OPTIONS} value={window} onChange={setWindow} />
      {state.kind === "failed" ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </p>
      ) : null}
      <button type="button" disabled={state.kind === "sending"} onClick={() => void join()} className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
        {state.kind === "sending" ? "Adding you…" : "Confirm: add me to the waitlist"}
      </button>
    </div>
  );
}
