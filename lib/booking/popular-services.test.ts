import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { mostBookedServices } from "./popular-services";
import { splitServices } from "./service-cards";
import { rankFeatured, serviceCardsFor } from "./service-descriptions";
import { submitBooking } from "./submit-booking";
import { key, makeCustomer, NOW, nyTime, submission } from "./test-support";

jest.setTimeout(30_000);

describe("rankFeatured and splitServices", () => {
  it("puts the most booked first and fills in with the usual four", () => {
    expect(rankFeatured([], DEFAULT_PRICE_TABLE)).toEqual(["residential-cleaning", "deep-cleaning", "move-in-out-cleaning", "office-cleaning"]);
    expect(
      rankFeatured(
        [
          { service: "laundry", count: 2 },
          { service: "deep-cleaning", count: 9 },
          { service: "no-longer-offered", count: 50 },
        ],
        DEFAULT_PRICE_TABLE,
      ),
    ).toEqual(["deep-cleaning", "laundry", "residential-cleaning", "move-in-out-cleaning"]);
  });

  it("splits the table into the featured cards and the rest, every service once", () => {
    const { featured, more } = splitServices(DEFAULT_PRICE_TABLE, ["deep-cleaning", "laundry", "residential-cleaning", "office-cleaning"]);
    expect(featured.map((service) => service.slug)).toEqual(["deep-cleaning", "laundry", "residential-cleaning", "office-cleaning"]);
    expect(more).toHaveLength(DEFAULT_PRICE_TABLE.services.length - 4);
    expect(new Set([...featured, ...more].map((service) => service.slug)).size).toBe(DEFAULT_PRICE_TABLE.services.length);
    expect(splitServices(DEFAULT_PRICE_TABLE, undefined).featured).toEqual(DEFAULT_PRICE_TABLE.services.slice(0, 4));
  });

  it("sends a line for each service the table offers, and only those", () => {
    const table = { ...DEFAULT_PRICE_TABLE, services: DEFAULT_PRICE_TABLE.services.filter((service) => service.slug !== "laundry") };
    const cards = serviceCardsFor(table, ["deep-cleaning"]);
    expect(Object.keys(cards.descriptions).sort()).toEqual(table.services.map((service) => service.slug).sort());
    expect(cards.descriptions["filthy-cleaning"]).toMatch(/fresh start/);
  });
});

describe.each(testDrivers())("mostBookedServices, on %s", (driver) => {
  const database = useTestDatabase(driver);

  it("counts the bookings of the last half year by service", async () => {
    const customer = await makeCustomer(database.db);
    const book = (service: Record<string, unknown>, day: string, hour: number) =>
      submitBooking(database.db, customer, submission(nyTime(day, hour), { request: { extras: [], frequency: "one-time", ...service } }), key(), { now: NOW });
    await book({ service: "laundry", loads: 2 }, "2026-03-10", 9);
    await book({ service: "laundry", loads: 3 }, "2026-03-11", 9);
    await book({ service: "deep-cleaning", bedrooms: 1, bathrooms: 1 }, "2026-03-12", 9);
    expect(await mostBookedServices(database.db, DEFAULT_PRICE_TABLE, NOW)).toEqual(["laundry", "deep-cleaning", "residential-cleaning", "move-in-out-cleaning"]);
    // A year on, those bookings no longer count.
    expect(await mostBookedServices(database.db, DEFAULT_PRICE_TABLE, new Date(NOW.getTime() + 365 * 86_400_000))).toEqual(["residential-cleaning", "deep-cleaning", "move-in-out-cleaning", "office-cleaning"]);
  });
});
