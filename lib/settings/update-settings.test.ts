import { eq } from "drizzle-orm";
import { DEFAULT_PRICE_TABLE, type PriceTable } from "@/lib/booking/price-table";
import { auditLog, users } from "@/lib/db/schema";
import { createTestDatabase, testDrivers, type TestDatabase } from "@/lib/db/testing";
import { readBusinessSettings } from "./business-settings";
import { describePriceChanges, pricingUpdateSchema, updateMaintenance, updatePricing } from "./update-settings";

function withDeepBase(cents: number): PriceTable {
  return {
    ...DEFAULT_PRICE_TABLE,
    services: DEFAULT_PRICE_TABLE.services.map((service) =>
      service.slug === "deep-cleaning" && service.pricing.model === "rooms" ? { ...service, pricing: { ...service.pricing, baseCents: cents } } : service,
    ),
  };
}

describe("describePriceChanges", () => {
  it("names each changed price by service slug", () => {
    expect(describePriceChanges(DEFAULT_PRICE_TABLE, withDeepBase(24_000))).toEqual(["services.deep-cleaning.pricing.baseCents: 22500 → 24000"]);
    expect(describePriceChanges(DEFAULT_PRICE_TABLE, DEFAULT_PRICE_TABLE)).toEqual([]);
  });
});

describe("pricingUpdateSchema", () => {
  it("refuses a broken table or capacity with field messages", () => {
    expect(pricingUpdateSchema.safeParse({ priceTable: DEFAULT_PRICE_TABLE, capacity: 0 }).success).toBe(false);
    expect(pricingUpdateSchema.safeParse({ priceTable: { ...DEFAULT_PRICE_TABLE, salesTaxMilliPercent: -1 }, capacity: 4 }).success).toBe(false);
    expect(pricingUpdateSchema.safeParse({ priceTable: DEFAULT_PRICE_TABLE, capacity: 6 }).success).toBe(true);
  });
});

describe.each(testDrivers())("settings updates on %s", (driver) => {
  let database: TestDatabase;
  let adminId: string;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const [admin] = await database.db.insert(users).values({ email: "boss@example.com", firstName: "Marcus", lastName: "Greene", role: "Admin" }).returning();
    adminId = admin?.id ?? "";
  });
  afterAll(async () => {
    await database.close();
  });

  it("stores new prices and capacity and audits the changes", async () => {
    const result = await updatePricing(database.db, adminId, { priceTable: withDeepBase(24_000), capacity: 6, reason: "Spring rates" });
    expect(result.changes).toEqual(["services.deep-cleaning.pricing.baseCents: 22500 → 24000", "capacity: 4 → 6"]);
    const current = await readBusinessSettings(database.db);
    expect(current.capacity).toBe(6);
    expect(current.priceTable.services.find((s) => s.slug === "deep-cleaning")?.pricing).toMatchObject({ baseCents: 24_000 });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "settings.pricing"));
    expect(audit).toMatchObject({ actorId: adminId, reason: "Spring rates", details: { changes: result.changes } });
  });

  it("switches maintenance mode with a message, audited", async () => {
    await updateMaintenance(database.db, adminId, { enabled: true, message: "Back at 6 AM" });
    const actions = (await database.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toContain("settings.maintenance.on");
    await updateMaintenance(database.db, adminId, { enabled: false, message: null });
    expect((await database.db.select().from(auditLog)).map((row) => row.action)).toContain("settings.maintenance.off");
  });
});
