"use client";

import dynamic from "next/dynamic";
import type { PriceTable } from "@/lib/booking/price-table";

/**
 * The form lives in the browser's local storage, so it renders in the browser only: the server
 * sends this placeholder, and the form appears with the visitor's saved answers already in.
 */
const BookingForm = dynamic(() => import("./BookingForm").then((module) => module.BookingForm), {
  ssr: false,
  loading: () => (
    <div role="status" className="rounded-2xl border border-slate-200 bg-white p-8 text-slate-600 shadow-sm">
      Loading the booking form…
    </div>
  ),
});

export function BookingFormLoader({ priceTable, phone }: { priceTable: PriceTable; phone: string }) {
  return <BookingForm priceTable={priceTable} phone={phone} />;
}
