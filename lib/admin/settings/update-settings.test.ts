import { eq } from "drizzle-orm";
import { DEFAULT_PRICE_TABLE, type PriceTable } from "@/lib/settings/price-table";
import { auditLog, jobs, users } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { fieldErrorsOf } from "@/lib/kernel/failure";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { describePriceChanges, pricingUpdateSchema, updateMaintenance, updatePricing } from "@/lib/admin/settings/update-settings";
import { DEFAULT_TRAVEL_MINUTES } from "@/lib/settings/travel-minutes";
import { queuedOffers, someoneWaitsOn } from "@/lib/waitlist/test-support";

function withDeepBase(cents: number): PriceTable {
  return {
    ...DEFAULT_PRICE_TABLE,
    services: DEFAULT_PRICE_TABLE.services.map((service) =>
      service.slug === "deep-cleaning" && service.pricing.model === "rooms" ? { ...service, pricing: { ...service.pricing, baseCents: cents } } : service,
    ),
  };
}

/** The default table with some figures of one service changed: input for the schema, valid or not. */
function withService(slug: string, pricing: Record<string, number>): Record<string, unknown> {
  return {
    ...DEFAULT_PRICE_TABLE,
    services: DEFAULT_PRICE_TABLE.services.map((service) => (service.slug === slug ? { ...service, pricing: { ...service.pricing, ...pricing } } : service)),
  };
}

const fieldErrors = (result: ReturnType<typeof pricingUpdateSchema.safeParse>) => (result.success ? {} : fieldErrorsOf(result.error));

// Each block opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(60_000);

describe("describePriceChanges", () => {
  it("names each changed price by service slug", () => {
    expect(describePriceChanges(DEFAULT_PRICE_TABLE, withDeepBase(24_000))).toEqual(["services.deep-cleaning.pricing.baseCents: 22500 → 24000"]);
    expect(describePriceChanges(DEFAULT_PRICE_TABLE, DEFAULT_PRICE_TABLE)).toEqual([]);
  });
});

describe("pricingUpdateSchema", () => {
  it("refuses a broken table or travel time with field messages", () => {
    expect(fieldErrors(pricingUpdateSchema.safeParse({ priceTable: DEFAULT_PRICE_TABLE, travel: { sameBorough: -5, acrossBoroughs: 241 } }))).toEqual({
      "travel.sameBorough": "Travel time cannot be negative.",
      "travel.acrossBoroughs": "At most 240 minutes.",
    });
    expect(pricingUpdateSchema.safeParse({ priceTable: DEFAULT_PRICE_TABLE, travel: { sameBorough: 12.5, acrossBoroughs: 60 } }).success).toBe(false);
    expect(fieldErrors(pricingUpdateSchema.safeParse({ priceTable: { ...DEFAULT_PRICE_TABLE, salesTaxMilliPercent: -1 }, travel: DEFAULT_TRAVEL_MINUTES }))).toEqual({
      "priceTable.salesTaxMilliPercent": "The sales tax rate cannot be negative.",
    });
    expect(pricingUpdateSchema.safeParse({ priceTable: DEFAULT_PRICE_TABLE, travel: { sameBorough: 0, acrossBoroughs: 90 } }).success).toBe(true);
  });
});

describe("pricingUpdateSchema bounds every price and the largest possible order", () => {
  it("refuses a table whose largest order would overflow, naming the service", () => {
    // $100 a square foot up to 1,000,000 sq ft: each figure is in range, the order is $108.9 million.
    const office = DEFAULT_PRICE_TABLE.services.findIndex((service) => service.slug === "office-cleaning");
    const result = pricingUpdateSchema.safeParse({ priceTable: withService("office-cleaning", { centiCentsPerSqFt: 1_000_000, maxSqFt: 1_000_000 }), travel: DEFAULT_TRAVEL_MINUTES });
    expect(fieldErrors(result)).toEqual({
      [`priceTable.services.${office}`]: "The largest Office and commercial cleaning order would come to $108,875,000 with tax. Keep it at or under $100,000: lower its prices or limits.",
    });
  });

  it("counts every extra at its most in the largest rooms order", () => {
    const extras = DEFAULT_PRICE_TABLE.extras.map((extra) => (extra.id === "interior-windows" ? { ...extra, priceCents: 300_000 } : extra));
    // 40 windows × $3,000 = $120,000 on top of any rooms service.
    const result = pricingUpdateSchema.safeParse({ priceTable: { ...DEFAULT_PRICE_TABLE, extras }, travel: DEFAULT_TRAVEL_MINUTES });
    expect(fieldErrors(result)).toMatchObject({ "priceTable.services.0": expect.stringMatching(/^The largest Regular cleaning order would come to \$13\d,\d{3}(\.\d{2})? with tax\./) });
  });

  it("says a negative price or an oversized figure is wrong, field by field", () => {
    const result = pricingUpdateSchema.safeParse({
      priceTable: { ...withService("office-cleaning", { maxSqFt: 2_000_000 }), lateCancellationFeeCents: -500 },
      travel: DEFAULT_TRAVEL_MINUTES,
    });
    expect(fieldErrors(result)).toMatchObject({
      "priceTable.lateCancellationFeeCents": "Prices cannot be negative.",
      "priceTable.services.5.pricing.maxSqFt": "Keep the area at or under 1,000,000 sq ft.",
    });
  });

  it("accepts the default table and generous real-world prices", () => {
    expect(pricingUpdateSchema.safeParse({ priceTable: DEFAULT_PRICE_TABLE, travel: DEFAULT_TRAVEL_MINUTES }).success).toBe(true);
    expect(pricingUpdateSchema.safeParse({ priceTable: withService("office-cleaning", { centiCentsPerSqFt: 20_000, maxSqFt: 40_000 }), travel: DEFAULT_TRAVEL_MINUTES }).success).toBe(true);
  });
});

describe.each(testDrivers())("settings updates on %s", (driver) => {
  const database = useTestDatabase(driver);
  let adminId: string;
  beforeAll(async () => {
    const [admin] = await database.db.insert(users).values({ email: "boss@example.com", firstName: "Marcus", lastName: "Greene", role: "Admin" }).returning();
    adminId = admin?.id ?? "";
  });

  it("stores new prices and travel minutes and audits the changes", async () => {
    const result = await updatePricing(database.db, adminId, { priceTable: withDeepBase(24_000), travel: { sameBorough: 30, acrossBoroughs: 75 }, reason: "Spring rates" });
    expect(result.changes).toEqual(["services.deep-cleaning.pricing.baseCents: 22500 → 24000", "travel across boroughs: 60 → 75 min"]);
    const current = await readBusinessSettings(database.db);
    expect(current.travel).toEqual({ sameBorough: 30, acrossBoroughs: 75 });
    expect(current.priceTable.services.find((s) => s.slug === "deep-cleaning")?.pricing).toMatchObject({ baseCents: 24_000 });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "settings.pricing"));
    expect(audit).toMatchObject({ actorId: adminId, reason: "Spring rates", details: { changes: result.changes } });
  });

  it("asks the waitlist to offer freed times when travel gets shorter and someone waits, and not when it gets longer (docs/product.md#waitlist)", async () => {
    const at = new Date("2026-03-02T15:00:00.000Z");
    const offers = () => queuedOffers(database.db);
    await database.db.delete(jobs).where(eq(jobs.kind, "waitlist:offer"));
    await updatePricing(database.db, adminId, { priceTable: DEFAULT_PRICE_TABLE, travel: { sameBorough: 20, acrossBoroughs: 60 } }, at);
    expect(await offers()).toHaveLength(0); // nobody waits yet: no job
    await someoneWaitsOn(database.db, "2026-03-09");
    await updatePricing(database.db, adminId, { priceTable: DEFAULT_PRICE_TABLE, travel: { sameBorough: 40, acrossBoroughs: 80 } }, at);
    expect(await offers()).toHaveLength(0);
    await updatePricing(database.db, adminId, { priceTable: DEFAULT_PRICE_TABLE, travel: { sameBorough: 40, acrossBoroughs: 45 } }, at);
    expect(await offers()).toEqual([expect.objectContaining({ payload: {}, runAt: at })]);
  });

  it("switches maintenance mode with a message, audited", async () => {
    await updateMaintenance(database.db, adminId, { enabled: true, message: "Back at 6 AM" });
    const actions = (await database.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toContain("settings.maintenance.on");
    await updateMaintenance(database.db, adminId, { enabled: false, message: null });
    expect((await database.db.select().from(auditLog)).map((row) => row.action)).toContain("settings.maintenance.off");
  });
});
