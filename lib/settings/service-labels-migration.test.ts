import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { orders, settings } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, makeCustomer, NOW, nyTime, submission } from "@/lib/booking/test-support";
import { DEFAULT_PRICE_TABLE, type PriceTable } from "./price-table";

jest.setTimeout(30_000);

const MIGRATION = readFileSync(join(process.cwd(), "drizzle/0015_gentler_service_labels.sql"), "utf8");

/** The price table as it was stored before issue #24, with the two old names. */
function withNames(names: Record<string, string>): PriceTable {
  return { ...DEFAULT_PRICE_TABLE, services: DEFAULT_PRICE_TABLE.services.map((service) => ({ ...service, name: names[service.slug] ?? service.name })) };
}

describe.each(testDrivers())("the gentler service names migration, on %s", (driver) => {
  const database = useTestDatabase(driver);
  const migrate = async () => {
    for (const statement of MIGRATION.split("--> statement-breakpoint")) await database.db.execute(sql.raw(statement));
  };
  const storedNames = async () => {
    const [row] = await database.db.select({ priceTable: settings.priceTable }).from(settings).where(eq(settings.id, 1));
    return row?.priceTable.services.map((service) => [service.slug, service.name] as const);
  };

  it("is what a new database starts with", () => {
    expect(DEFAULT_PRICE_TABLE.services.find((service) => service.slug === "heavy-condition-cleaning")?.name).toBe("Catch-up cleaning");
    expect(DEFAULT_PRICE_TABLE.services.find((service) => service.slug === "filthy-cleaning")?.name).toBe("Full reset cleaning");
  });

  it("renames the two services in a stored price table that still has the old names, in place", async () => {
    const old = withNames({ "heavy-condition-cleaning": "Heavy-condition cleaning", "filthy-cleaning": "Filthy cleaning" });
    await database.db.update(settings).set({ priceTable: old }).where(eq(settings.id, 1));
    await migrate();
    expect(await storedNames()).toEqual(DEFAULT_PRICE_TABLE.services.map((service) => [service.slug, service.name] as const));
  });

  it("keeps a name staff chose", async () => {
    await database.db
      .update(settings)
      .set({ priceTable: withNames({ "heavy-condition-cleaning": "Big clean", "filthy-cleaning": "Filthy cleaning" }) })
      .where(eq(settings.id, 1));
    await migrate();
    const names = new Map(await storedNames());
    expect(names.get("heavy-condition-cleaning")).toBe("Big clean");
    expect(names.get("filthy-cleaning")).toBe("Full reset cleaning");
  });

  it("renames the service in the quotes of orders booked under the old name", async () => {
    const customer = await makeCustomer(database.db);
    const booked = await submitBooking(
      database.db,
      customer,
      submission(nyTime("2026-03-10", 9), { request: { service: "filthy-cleaning", bedrooms: 1, bathrooms: 1, extras: [], frequency: "one-time" } }),
      key(),
      { now: NOW },
    );
    if (!booked.ok) throw new Error("booking refused");
    await database.db.execute(sql`update orders set quote = jsonb_set(quote, '{service,name}', '"Filthy cleaning"')`);
    await migrate();
    const [row] = await database.db.select({ quote: orders.quote }).from(orders);
    expect(row?.quote.service).toEqual({ slug: "filthy-cleaning", name: "Full reset cleaning" });
  });
});
