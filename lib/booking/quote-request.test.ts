import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { missingTasks, parseQuoteRequest, quoteRequestSchema, TASKS_REQUIRED_MESSAGE } from "./quote-request";

const table = DEFAULT_PRICE_TABLE;
const home = { service: "residential-cleaning", bedrooms: 1, bathrooms: 1 };

function errorsOf(input: unknown): Record<string, string> {
  const result = parseQuoteRequest(input, table);
  if (result.ok) throw new Error(`expected errors for ${JSON.stringify(input)}`);
  return result.errors;
}

const extrasOnlyOnRooms =
  "Extras can be added only to Regular cleaning, Deep cleaning, Move in/out cleaning, Catch-up cleaning or Full reset cleaning";

describe("parseQuoteRequest: every validation error", () => {
  it.each<[string, unknown, Record<string, string>]>([
    // The request itself
    ["not an object", "deep-cleaning", { request: "Send the quote details as an object" }],
    ["null", null, { request: "Send the quote details as an object" }],
    ["no service", {}, { service: "Choose a service" }],
    ["blank service", { service: "  " }, { service: "Choose a service" }],
    ["service not a string", { service: 3 }, { service: "Choose a service" }],
    ["unknown service", { service: "window-washing" }, { service: "We don't offer that service; choose one from our list" }],
    // Rooms
    ["bedrooms below 0", { ...home, bedrooms: -1 }, { bedrooms: "Choose between 0 (studio) and 6 bedrooms" }],
    ["bedrooms above 6", { ...home, bedrooms: 7 }, { bedrooms: "Choose between 0 (studio) and 6 bedrooms" }],
    ["half a bedroom", { ...home, bedrooms: 2.5 }, { bedrooms: "Choose between 0 (studio) and 6 bedrooms" }],
    ["bedrooms as text", { ...home, bedrooms: "3" }, { bedrooms: "Choose between 0 (studio) and 6 bedrooms" }],
    ["bathrooms below 1", { ...home, bathrooms: 0 }, { bathrooms: "Choose between 1 and 5 bathrooms" }],
    ["bathrooms above 5", { ...home, bathrooms: 6 }, { bathrooms: "Choose between 1 and 5 bathrooms" }],
    [
      "rooms missing",
      { service: "deep-cleaning" },
      { bedrooms: "Choose the number of bedrooms (0 for a studio)", bathrooms: "Choose the number of bathrooms" },
    ],
    // Area
    ["square feet missing", { service: "office-cleaning" }, { squareFeet: "Enter the area in square feet" }],
    ["square feet fractional", { service: "office-cleaning", squareFeet: 1_200.5 }, { squareFeet: "Enter the area as a whole number of square feet" }],
    ["square feet 0", { service: "office-cleaning", squareFeet: 0 }, { squareFeet: "Enter the area as a whole number of square feet" }],
    ["office below 500 sq ft", { service: "office-cleaning", squareFeet: 499 }, { squareFeet: "Enter between 500 and 20,000 sq ft" }],
    [
      "office above 20,000 sq ft",
      { service: "office-cleaning", squareFeet: 20_001 },
      { squareFeet: "For more than 20,000 sq ft, please request a free estimate" },
    ],
    [
      "office far above the range",
      { service: "office-cleaning", squareFeet: 5_000_000 },
      { squareFeet: "For more than 20,000 sq ft, please request a free estimate" },
    ],
    [
      "post-construction below 300 sq ft",
      { service: "post-construction-cleaning", squareFeet: 299 },
      { squareFeet: "Enter between 300 and 10,000 sq ft" },
    ],
    [
      "post-construction above 10,000 sq ft",
      { service: "post-construction-cleaning", squareFeet: 10_001 },
      { squareFeet: "For more than 10,000 sq ft, please request a free estimate" },
    ],
    // Hourly
    ["hours missing", { service: "custom-cleaning" }, { hours: "Choose how many hours you need" }],
    ["hours 0", { service: "custom-cleaning", hours: 0 }, { hours: "Choose between 1 and 8 hours, in whole hours" }],
    ["hours 9", { service: "home-organization", hours: 9 }, { hours: "Choose between 1 and 8 hours, in whole hours" }],
    ["half hours", { service: "custom-cleaning", hours: 3.5 }, { hours: "Choose between 1 and 8 hours, in whole hours" }],
    ["no cleaners", { service: "custom-cleaning", hours: 3, cleaners: 0 }, { cleaners: "Choose between 1 and 4 cleaners" }],
    ["5 cleaners", { service: "custom-cleaning", hours: 3, cleaners: 5 }, { cleaners: "Choose between 1 and 4 cleaners" }],
    [
      "2 cleaners for home organization",
      { service: "home-organization", hours: 3, cleaners: 2 },
      { cleaners: "Only custom cleaning can be booked with more than one cleaner" },
    ],
    [
      "2 cleaners for a regular cleaning",
      { ...home, cleaners: 2 },
      { cleaners: "Only custom cleaning can be booked with more than one cleaner" },
    ],
    // Laundry
    ["loads missing", { service: "laundry" }, { loads: "Choose how many loads of laundry" }],
    ["0 loads", { service: "laundry", loads: 0 }, { loads: "Choose between 1 and 10 loads" }],
    ["11 loads", { service: "laundry", loads: 11 }, { loads: "Choose between 1 and 10 loads" }],
    // Dishwashing
    ["dishwashing hours missing", { service: "dishwashing" }, { dishwashingHours: "Choose how many hours of dishwashing" }],
    [
      "half an hour of dishwashing",
      { service: "dishwashing", dishwashingHours: 0.5 },
      { dishwashingHours: "Choose between 1 and 8 hours, in half-hour steps" },
    ],
    [
      "a quarter-hour step",
      { service: "dishwashing", dishwashingHours: 1.25 },
      { dishwashingHours: "Choose between 1 and 8 hours, in half-hour steps" },
    ],
    [
      "8.5 hours of dishwashing",
      { service: "dishwashing", dishwashingHours: 8.5 },
      { dishwashingHours: "Choose between 1 and 8 hours, in half-hour steps" },
    ],
    // Extras
    ["extras not a list", { ...home, extras: "inside-fridge" }, { extras: "Choose extras from the list" }],
    ["extra without an id", { ...home, extras: [{ quantity: 1 }] }, { "extras.0.id": "Choose an extra from the list" }],
    ["unknown extra", { ...home, extras: [{ id: "inside-fridge" }, { id: "gold-plating" }] }, { "extras.1.id": "We don't offer that extra; choose one from the list" }],
    [
      "the same extra twice",
      { ...home, extras: [{ id: "inside-oven" }, { id: "baseboards" }, { id: "inside-oven" }] },
      { "extras.2.id": "Each extra can be added only once; change its quantity instead" },
    ],
    ["0 windows", { ...home, extras: [{ id: "interior-windows", quantity: 0 }] }, { "extras.0.quantity": "Enter a whole number, at least 1" }],
    ["2.5 windows", { ...home, extras: [{ id: "interior-windows", quantity: 2.5 }] }, { "extras.0.quantity": "Enter a whole number, at least 1" }],
    ["41 windows", { ...home, extras: [{ id: "interior-windows", quantity: 41 }] }, { "extras.0.quantity": "Choose between 1 and 40 interior windows" }],
    ["11 laundry loads", { ...home, extras: [{ id: "laundry", quantity: 11 }] }, { "extras.0.quantity": "Choose between 1 and 10 laundry loads" }],
    ["2 fridges", { ...home, extras: [{ id: "inside-fridge", quantity: 2 }] }, { "extras.0.quantity": "Inside the fridge can be added only once" }],
    ["extras on an office", { service: "office-cleaning", squareFeet: 800, extras: [{ id: "inside-fridge" }] }, { extras: extrasOnlyOnRooms }],
    ["extras on laundry", { service: "laundry", loads: 3, extras: [{ id: "dishwashing" }] }, { extras: extrasOnlyOnRooms }],
    // Frequency
    ["unknown frequency", { ...home, frequency: "daily" }, { frequency: "Choose one-time, monthly, every two weeks or weekly" }],
    ...(["monthly", "biweekly", "weekly"] as const).map(
      (frequency): [string, unknown, Record<string, string>] => [
        `${frequency} deep cleaning`,
        { service: "deep-cleaning", bedrooms: 1, bathrooms: 1, frequency },
        { frequency: "Recurring visits (monthly, every two weeks, weekly) are available for regular cleaning only" },
      ],
    ),
    [
      "weekly office cleaning",
      { service: "office-cleaning", squareFeet: 800, frequency: "weekly" },
      { frequency: "Recurring visits (monthly, every two weeks, weekly) are available for regular cleaning only" },
    ],
  ])("%s", (_name, input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });
});

describe("parseQuoteRequest: accepted values", () => {
  it.each<[string, unknown]>([
    ["a studio", { ...home, bedrooms: 0 }],
    ["6 bedrooms, 5 bathrooms", { ...home, bedrooms: 6, bathrooms: 5 }],
    ["40 windows and an oven", { ...home, extras: [{ id: "interior-windows", quantity: 40 }, { id: "inside-oven", quantity: 1 }] }],
    ["1 window", { ...home, extras: [{ id: "interior-windows", quantity: 1 }] }],
    ["10 laundry loads as an extra", { ...home, extras: [{ id: "laundry", quantity: 10 }] }],
    ["every frequency for regular cleaning", { ...home, frequency: "weekly" }],
    ["office at 500 sq ft", { service: "office-cleaning", squareFeet: 500 }],
    ["office at 20,000 sq ft", { service: "office-cleaning", squareFeet: 20_000 }],
    ["post-construction at 300 sq ft", { service: "post-construction-cleaning", squareFeet: 300 }],
    ["post-construction at 10,000 sq ft", { service: "post-construction-cleaning", squareFeet: 10_000 }],
    ["one-time for any service", { service: "laundry", loads: 10, frequency: "one-time" }],
    ["1 hour and 4 cleaners", { service: "custom-cleaning", hours: 1, cleaners: 4 }],
    ["8 hours", { service: "home-organization", hours: 8, cleaners: 1 }],
    ["8 hours of dishwashing", { service: "dishwashing", dishwashingHours: 8 }],
    ["a service name with spaces around it", { service: " laundry ", loads: 1 }],
  ])("%s", (_name, input) => {
    expect(parseQuoteRequest(input, table).ok).toBe(true);
  });

  it("applies the defaults: one cleaner, no extras, one-time", () => {
    const result = parseQuoteRequest({ service: "custom-cleaning", hours: 4 }, table);
    expect(result.ok && result.request).toEqual({
      service: "custom-cleaning",
      hours: 4,
      cleaners: 1,
      extras: [],
      frequency: "one-time",
    });
    expect(result.ok && result.inputs).toEqual({ model: "hourly", hours: 4, cleaners: 1 });
  });

  it("drops inputs left over from another service instead of failing on them", () => {
    const result = parseQuoteRequest({ service: "laundry", loads: 3, bedrooms: 2, bathrooms: 9, squareFeet: 10 }, table);
    // bathrooms 9 is out of range for any room-based service, so it still fails the shape check.
    expect(result.ok).toBe(false);
    const clean = parseQuoteRequest({ service: "laundry", loads: 3, bedrooms: 2, squareFeet: 10, hours: 5 }, table);
    expect(clean.ok && clean.request).toEqual({ service: "laundry", loads: 3, cleaners: 1, extras: [], frequency: "one-time" });
  });

  it("validates the service against the table it is given", () => {
    const withoutLaundry = { ...table, services: table.services.filter((service) => service.slug !== "laundry") };
    expect(parseQuoteRequest({ service: "laundry", loads: 2 }, withoutLaundry)).toEqual({
      ok: false,
      errors: { service: "We don't offer that service; choose one from our list" },
    });
  });
});

describe("quoteRequestSchema on its own (for forms)", () => {
  it("checks the fixed limits without a price table", () => {
    expect(quoteRequestSchema.safeParse({ service: "anything", bedrooms: 3 }).success).toBe(true);
    expect(quoteRequestSchema.safeParse({ service: "anything", bedrooms: 7 }).success).toBe(false);
  });

  it("reports several fields at once", () => {
    expect(errorsOf({ service: "deep-cleaning", bedrooms: 7, bathrooms: 0, frequency: "daily" })).toEqual({
      bedrooms: "Choose between 0 (studio) and 6 bedrooms",
      bathrooms: "Choose between 1 and 5 bathrooms",
      frequency: "Choose one-time, monthly, every two weeks or weekly",
    });
  });
});

describe("the task list of a custom cleaning", () => {
  const custom = { service: "custom-cleaning", hours: 3, cleaners: 2 };

  it("keeps the tasks, trimmed, on a custom cleaning and drops them from other services", () => {
    const parsed = parseQuoteRequest({ ...custom, tasks: "  Inside the kitchen cabinets\nWipe the balcony door  " }, DEFAULT_PRICE_TABLE);
    expect(parsed).toMatchObject({ ok: true, request: { tasks: "Inside the kitchen cabinets\nWipe the balcony door" } });
    const regular = parseQuoteRequest({ service: "residential-cleaning", bedrooms: 1, bathrooms: 1, tasks: "Anything" }, DEFAULT_PRICE_TABLE);
    expect(regular.ok && regular.request.tasks).toBeFalsy();
  });

  it("refuses a list over 1,000 characters with a clear message", () => {
    expect(parseQuoteRequest({ ...custom, tasks: "x".repeat(1001) }, DEFAULT_PRICE_TABLE)).toEqual({ ok: false, errors: { tasks: "Keep the task list under 1,000 characters." } });
  });

  it("prices a custom cleaning without tasks (the quote comes first), while booking one needs them", () => {
    expect(parseQuoteRequest(custom, DEFAULT_PRICE_TABLE).ok).toBe(true);
    expect(missingTasks({ service: "custom-cleaning" })).toBe(TASKS_REQUIRED_MESSAGE);
    expect(missingTasks({ service: "custom-cleaning", tasks: "   " })).toBe(TASKS_REQUIRED_MESSAGE);
    expect(missingTasks({ service: "custom-cleaning", tasks: "Fridge and oven" })).toBeNull();
    expect(missingTasks({ service: "deep-cleaning" })).toBeNull();
  });
});
