import { renderHook } from "@testing-library/react";
import { newBookingForm } from "@/lib/booking/booking-form";
import { BOOKING_STORAGE_KEY } from "@/lib/booking/saved-booking-signal";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { useBookingForm } from "./use-booking-form";

/** /booking opened from a quick quote (issue #24): the answers given on the public page are in the form. */
describe("useBookingForm with a quick quote's answers in the address", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("starts a new form on the service, rooms and ZIP the link carries", () => {
    window.history.replaceState(null, "", "/booking?service=deep-cleaning&bedrooms=3&bathrooms=2&zip=11215");
    const { result } = renderHook(() => useBookingForm(DEFAULT_PRICE_TABLE, false));
    expect(result.current.form).toMatchObject({ service: "deep-cleaning", bedrooms: 3, bathrooms: 2, address: { zip: "11215" }, bookingProgress: "step-1" });
    expect(result.current.restored).toBe(true);
  });

  it("fills a saved form of the same service still on step 1, and leaves one further along alone", () => {
    const saved = { ...newBookingForm("0b9c3f0e-2f7a-4b8e-9a51-6c1d2e3f4a5b"), service: "deep-cleaning", bedrooms: 1, bathrooms: 1, savedAt: 1 };
    window.localStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(saved));
    window.history.replaceState(null, "", "/booking?service=deep-cleaning&bedrooms=4&bathrooms=3");
    expect(renderHook(() => useBookingForm(DEFAULT_PRICE_TABLE, false)).result.current.form).toMatchObject({ bedrooms: 4, bathrooms: 3 });

    window.localStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify({ ...saved, bookingProgress: "step-3" }));
    expect(renderHook(() => useBookingForm(DEFAULT_PRICE_TABLE, false)).result.current.form).toMatchObject({ bedrooms: 1, bathrooms: 1, bookingProgress: "step-3" });
  });

  it("chooses a waitlist email's held time on a saved form however far it got, keeping its other answers", () => {
    const saved = { ...newBookingForm("0b9c3f0e-2f7a-4b8e-9a51-6c1d2e3f4a5b"), bedrooms: 2, date: "2026-12-01", startsAt: "2026-12-01T19:00:00.000Z", bookingProgress: "step-4" as const, savedAt: 1 };
    window.localStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(saved));
    window.history.replaceState(null, "", "/booking?service=residential-cleaning&zip=11211&date=2026-12-03&startsAt=2026-12-03T13%3A00%3A00.000Z");
    expect(renderHook(() => useBookingForm(DEFAULT_PRICE_TABLE, false)).result.current.form).toMatchObject({ bedrooms: 2, date: "2026-12-03", startsAt: "2026-12-03T13:00:00.000Z", bookingProgress: "step-4" });
  });
});
