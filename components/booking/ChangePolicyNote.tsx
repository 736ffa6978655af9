"use client";

import { useState } from "react";
import { isWithinCustomerWindow } from "@/lib/booking/edit-window";

/**
 * Before booking: until when the visit can be changed online. A visit less than 24 hours away
 * can only be changed by phone, and gets no reminder the day before (it would be dated today).
 */
export function ChangePolicyNote({ startsAt, phone }: { startsAt: string | null; phone: string }) {
  // The clock of the moment the review step opened: it does not tick during one visit to it.
  const [now] = useState(() => new Date());
  if (!startsAt) return null;
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return null;
  return isWithinCustomerWindow(start, now) ? (
    <p className="text-sm text-slate-600">Reschedule or cancel online until 24 hours before the visit; we email you a reminder the day before.</p>
  ) : (
    <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      Your visit is less than 24 hours away: we confirm it as soon as possible, before it starts. Once booked it can no longer be changed or cancelled online; call us at {phone} for that.
    </p>
  );
}
