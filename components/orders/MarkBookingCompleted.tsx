"use client";

import { useEffect } from "react";
import { markBookingCompleted } from "@/lib/booking/form-storage";

/** The saved booking form became this order: mark it completed so no widget offers it again. */
export function MarkBookingCompleted({ orderId, idempotencyKey }: { orderId: string; idempotencyKey: string | null }) {
  useEffect(() => {
    // An order made without the form (a generated series visit) has no key and no saved form.
    if (idempotencyKey) markBookingCompleted(orderId, idempotencyKey);
  }, [orderId, idempotencyKey]);
  return null;
}
