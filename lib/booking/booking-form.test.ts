import { changeBody, firstStepWithError, formToQuoteRequest, newBookingForm, quoteForForm, requestedCleanerOf, stepOfField, submissionBody, validateAll, validateStep, type BookingFormData } from "./booking-form";
import { NO_CODES } from "@/lib/account/access-form";
import { parseSavedBooking } from "./form-storage";
import { isResumableBooking } from "./saved-booking-signal";
import { formFromOrder } from "./order-form";
import { DEFAULT_PRICE_TABLE as table } from "@/lib/settings/price-table";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { closingWith } from "@/lib/settings/test-support";
import { PHONE_PROBLEM_MESSAGES } from "@/lib/kernel/phone/phone-number";

const KEY = "0b9c3f0e-2f7a-4b8e-9a51-6c1d2e3f4a5b";
const form = (overrides: Partial<BookingFormData> = {}): BookingFormData => ({ ...newBookingForm(KEY), ...overrides });
const complete = form({
  bedrooms: 2,
  extras: { "inside-oven": 1, "interior-windows": 6 },
  date: "2026-03-10",
  startsAt: "2026-03-10T13:00:00.000Z",
  address: { street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: "" },
  contact: { name: "Dana Booker", phone: "718 555 0199", email: "dana@example.test" },
  acceptTerms: true,
});

describe("the booking form model", () => {
  it("turns the answers into the request of the chosen service only", () => {
    expect(formToQuoteRequest(complete, table)).toEqual({
      service: "residential-cleaning",
      frequency: "one-time",
      bedrooms: 2,
      bathrooms: 1,
      extras: [
        { id: "inside-oven", quantity: 1 },
        { id: "interior-windows", quantity: 6 },
      ],
    });
    expect(formToQuoteRequest(form({ service: "office-cleaning", squareFeet: 1200, bedrooms: 3 }), table)).toEqual({ service: "office-cleaning", frequency: "one-time", squareFeet: 1200 });
    expect(formToQuoteRequest(form({ service: "home-organization", cleaners: 3 }), table)).toMatchObject({ hours: 3, cleaners: 1 });
    expect(formToQuoteRequest(form({ service: "custom-cleaning", cleaners: 2 }), table)).toMatchObject({ hours: 3, cleaners: 2 });
  });

  it("prices the form with the shared pricing function", () => {
    // $140 + $35 + oven $35 + 6 windows × $8 = $258; tax $22.90.
    expect(quoteForForm(complete, table, DEFAULT_CLOSING_CALENDAR)?.totalCents).toBe(28_090);
    expect(quoteForForm(form({ service: "office-cleaning" }), table, DEFAULT_CLOSING_CALENDAR)).toBeNull();
  });

  it("adds the chosen day's holiday surcharge as its own line, as the server will", () => {
    const surcharged = closingWith({ "veterans-day": { closed: false, surchargePercent: 15 } });
    const onVeteransDay = { ...complete, date: "2026-11-11", startsAt: "2026-11-11T15:00:00.000Z" };
    const quote = quoteForForm(onVeteransDay, table, surcharged);
    // $258 + 15% = $296.70; tax $26.33.
    expect(quote?.lines.find((line) => line.kind === "holiday-surcharge")).toEqual({ kind: "holiday-surcharge", label: "Holiday surcharge, Veterans Day (15%)", amountCents: 3_870 });
    expect(quote?.totalCents).toBe(32_303);
    // Not before a date is chosen, nor on another day, nor where the holiday has no surcharge.
    expect(quoteForForm({ ...onVeteransDay, date: null, startsAt: null }, table, surcharged)?.totalCents).toBe(28_090);
    expect(quoteForForm(complete, table, surcharged)?.totalCents).toBe(28_090);
    expect(quoteForForm(onVeteransDay, table, DEFAULT_CLOSING_CALENDAR)?.totalCents).toBe(28_090);
  });

  it.each([
    ["office cleaning without an area", "step-1", form({ service: "office-cleaning" }), { "request.squareFeet": "Enter the area in square feet" }],
    ["an office above the calculator's range", "step-1", form({ service: "office-cleaning", squareFeet: 30_000 }), { "request.squareFeet": "For more than 20,000 sq ft, please request a free estimate" }],
    ["an unknown service", "step-1", form({ service: "no-such-service" }), { "request.service": "Choose a service" }],
    ["the defaults", "step-1", form(), {}],
    ["a single-use extra taken twice", "step-2", form({ extras: { "inside-oven": 2 } }), { "request.extras.0.quantity": "Inside the oven can be added only once" }],
    ["no date", "step-3", form(), { startsAt: "Choose a date" }],
    ["a date without a time", "step-3", form({ date: "2026-03-10" }), { startsAt: "Choose a start time" }],
    ["terms not accepted", "step-5", form(), { acceptTerms: "Please accept the terms and conditions to book." }],
  ] as const)("%s: %s gives its messages", (_label, step, data, errors) => {
    expect(validateStep(step, data, table)).toEqual(errors);
  });

  it("checks the address and contact with the server's schemas, the ZIP against the three boroughs", () => {
    const errors = validateStep("step-4", form({ address: { street: "", unit: "", city: "Staten Island", zip: "10301", accessNotes: "" }, contact: { name: "", phone: "12", email: "nope" } }), table);
    expect(errors).toEqual({
      "address.street": "Enter the street address.",
      "address.zip": "We currently serve Manhattan, Brooklyn and Queens",
      "contact.name": "Enter the name of the person we should ask for.",
      "contact.phone": PHONE_PROBLEM_MESSAGES.invalid,
      "contact.email": "Enter an email address like name@example.com.",
    });
    expect(validateStep("step-4", complete, table)).toEqual({});
  });

  it("shows the shared text rules' messages beside the fields, as the server would", () => {
    const hostile = form({
      ...complete,
      address: { ...complete.address, street: "245 Bedford\u0000 Ave", accessNotes: "Key with the super\ud83d" },
      contact: { ...complete.contact, name: "Jordan \u202eLee" },
      notes: "Unscented\u0007 products",
    });
    expect(validateStep("step-4", hostile, table)).toEqual({
      "address.street": "There is an invisible control character in the street address. Please retype it.",
      "address.accessNotes": "There is a broken character (half of an emoji or symbol) in the access notes. Please retype it.",
      "contact.name": "There is a text-direction control character in the name. Please retype it without that character.",
      notes: "There is an invisible control character in the notes. Please retype it.",
    });
  });

  it("finds the step of each message, so a refusal takes the visitor back there", () => {
    expect(stepOfField("request.bedrooms")).toBe("step-1");
    expect(stepOfField("request.extras.1.quantity")).toBe("step-2");
    expect(stepOfField("request.frequency")).toBe("step-2");
    expect(stepOfField("startsAt")).toBe("step-3");
    expect(stepOfField("address.zip")).toBe("step-4");
    expect(stepOfField("specialOfferId")).toBe("step-5");
    expect(firstStepWithError({ acceptTerms: "x", "address.zip": "y" })).toBe("step-4");
    expect(firstStepWithError(validateAll(complete, table))).toBeNull();
  });

  it("sends what the server parses and the total the customer accepted, and no other price", () => {
    const body = submissionBody({ ...complete, giftCardCode: "  " }, table, 19_053, NO_CODES);
    expect(body).toMatchObject({ startsAt: "2026-03-10T13:00:00.000Z", giftCardCode: null, acceptTerms: true, specialOfferId: null, acceptedTotalCents: 19_053 });
    // The server prices the request itself: the total is only compared with its own (issue #24, bug 3).
    const { acceptedTotalCents, ...rest } = body;
    expect(acceptedTotalCents).toBe(19_053);
    expect(JSON.stringify(rest)).not.toContain("Cents");
  });

  it("sends access details only once given or a code was touched, each code typed, removed or left out", () => {
    expect(submissionBody(complete, table, null, NO_CODES).access).toBeUndefined();
    const given = { ...complete, access: { ...complete.access, buzzer: "4A", given: true } };
    expect(submissionBody(given, table, null, NO_CODES).access).toEqual({ doorman: false, buzzer: "4A", keyLocation: "", parking: "", lockboxCode: undefined, alarmCode: undefined });
    const codes = { ...NO_CODES, lockboxCode: "2580", removeAlarmCode: true };
    expect(submissionBody(complete, table, null, codes).access).toMatchObject({ lockboxCode: "2580", alarmCode: null });
  });

  it("restores saved data leniently and knows when it is finished", () => {
    const saved = JSON.stringify({ ...complete, bookingProgress: "step-4", bedrooms: 99, extras: "broken" });
    const restored = parseSavedBooking(saved);
    expect(restored).toMatchObject({ bookingProgress: "step-4", bedrooms: 1, extras: {}, address: complete.address, idempotencyKey: KEY });
    expect(parseSavedBooking("{not json")).toBeNull();
    expect(parseSavedBooking(JSON.stringify({ bookingProgress: "step-2" }))).toBeNull();
    expect(isResumableBooking(saved)).toBe(true);
    expect(isResumableBooking(JSON.stringify({ bookingProgress: "completed" }))).toBe(false);
    expect(isResumableBooking(null)).toBe(false);
    expect(isResumableBooking("garbage")).toBe(false);
  });

  it("loads a form saved before the cleaner choice existed as asking for any available cleaner", () => {
    const { requestedCleanerId: _id, anyCleaner: _any, ...older } = { ...complete, bookingProgress: "step-3" as const };
    expect(parseSavedBooking(JSON.stringify(older))).toMatchObject({ requestedCleanerId: null, anyCleaner: false, bookingProgress: "step-3" });
    expect(parseSavedBooking(JSON.stringify({ ...older, requestedCleanerId: 42, anyCleaner: "yes" }))).toMatchObject({ requestedCleanerId: null, anyCleaner: false });
  });

  it("asks for the customer's first cleaner until they choose, and falls back to any for a cleaner no longer theirs", () => {
    const dorota = { id: "c-dorota", firstName: "Dorota" };
    const luis = { id: "c-luis", firstName: "Luis" };
    expect(requestedCleanerOf(complete, [])).toBeNull();
    expect(requestedCleanerOf(complete, [dorota, luis])).toEqual(dorota);
    expect(requestedCleanerOf({ requestedCleanerId: "c-luis", anyCleaner: false }, [dorota, luis])).toEqual(luis);
    expect(requestedCleanerOf({ requestedCleanerId: null, anyCleaner: true }, [dorota, luis])).toBeNull();
    expect(requestedCleanerOf({ requestedCleanerId: "c-gone", anyCleaner: false }, [dorota, luis])).toBeNull();
    expect(submissionBody(complete, table, null, NO_CODES, "c-dorota").requestedCleanerId).toBe("c-dorota");
    expect(submissionBody(complete, table, null, NO_CODES).requestedCleanerId).toBeNull();
    expect(stepOfField("requestedCleanerId")).toBe("step-3");
  });

  it("fills the edit form from an order", () => {
    const edit = formFromOrder({
      id: "7c1b9a52-3f7e-4d1c-9a55-0a3c2e1f4b6d",
      request: { service: "deep-cleaning", bedrooms: 2, bathrooms: 2, cleaners: 1, extras: [{ id: "inside-fridge", quantity: 1 }], frequency: "one-time" },
      startsAt: "2026-03-10T13:00:00.000Z",
      addressParts: { street: "1 Main St", unit: null, city: "Queens", zip: "11101", borough: "Queens", accessNotes: null },
      access: { doorman: true, buzzer: "2F", keyLocation: null, parking: null, hasLockboxCode: true, hasAlarmCode: false },
      contact: { name: "A", phone: "(718) 555-0199", email: "a@example.test" },
      notes: null,
    });
    expect(edit).toMatchObject({ service: "deep-cleaning", bedrooms: 2, bathrooms: 2, extras: { "inside-fridge": 1 }, date: "2026-03-10", address: { unit: "", accessNotes: "" }, notes: "" });
    // The order's details fill the fields, but are sent back only once the customer changes them.
    expect(edit.access).toEqual({ doorman: true, buzzer: "2F", keyLocation: "", parking: "", given: false, codeTyped: false });
    expect(changeBody(edit, table, NO_CODES).access).toBeUndefined();
  });
});
