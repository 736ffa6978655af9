import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { newBookingForm } from "./booking-form";
import { prefillFromSearch, withHeldTime, withPrefill } from "./booking-prefill";

const KEY = "0b9c3f0e-2f7a-4b8e-9a51-6c1d2e3f4a5b";

describe("the quick quote's answers in a /booking link", () => {
  it("reads bedrooms, bathrooms and a five-digit ZIP", () => {
    expect(prefillFromSearch("?service=deep-cleaning&bedrooms=3&bathrooms=2&zip=11215")).toEqual({ bedrooms: 3, bathrooms: 2, zip: "11215" });
  });

  it("drops what is out of range or malformed and keeps the rest", () => {
    expect(prefillFromSearch("?bedrooms=9&bathrooms=0&zip=1121")).toEqual({});
    expect(prefillFromSearch("?bedrooms=two&bathrooms=2.5&zip=%20")).toEqual({});
    expect(prefillFromSearch("?bedrooms=0&zip=10451")).toEqual({ bedrooms: 0, zip: "10451" });
    expect(prefillFromSearch("")).toEqual({});
  });

  it("fills a form priced by rooms, and only the ZIP of one that is not", () => {
    const rooms = withPrefill(newBookingForm(KEY), { bedrooms: 3, bathrooms: 2, zip: "11215" }, DEFAULT_PRICE_TABLE);
    expect(rooms).toMatchObject({ bedrooms: 3, bathrooms: 2, address: { zip: "11215" } });
    const office = withPrefill({ ...newBookingForm(KEY), service: "office-cleaning" }, { bedrooms: 3, bathrooms: 2, zip: "10001" }, DEFAULT_PRICE_TABLE);
    expect(office).toMatchObject({ bedrooms: 1, bathrooms: 1, address: { zip: "10001" } });
  });

  it("leaves the form as it is without answers", () => {
    const form = newBookingForm(KEY);
    expect(withPrefill(form, {}, DEFAULT_PRICE_TABLE)).toBe(form);
  });
});

describe("a waitlist email's held time in a /booking link", () => {
  it("reads the date and its start, and a start only with its date", () => {
    expect(prefillFromSearch("?service=residential-cleaning&zip=11211&date=2026-12-03&startsAt=2026-12-03T13:00:00.000Z")).toEqual({ zip: "11211", date: "2026-12-03", startsAt: "2026-12-03T13:00:00.000Z" });
    expect(prefillFromSearch("?startsAt=2026-12-03T13:00:00.000Z")).toEqual({});
  });

  it("chooses the held time on a form however far it got, and nothing without one", () => {
    const further = { ...newBookingForm(KEY), date: "2026-12-01", startsAt: "2026-12-01T19:00:00.000Z", bookingProgress: "step-5" as const };
    expect(withHeldTime(further, { date: "2026-12-03", startsAt: "2026-12-03T13:00:00.000Z", zip: "10001" })).toEqual({ ...further, date: "2026-12-03", startsAt: "2026-12-03T13:00:00.000Z" });
    expect(withHeldTime(further, { date: "2026-12-03" })).toBe(further);
  });
});
