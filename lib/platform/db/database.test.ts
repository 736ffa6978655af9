import { eq, inArray, sql } from "drizzle-orm";
import { priceTableSchema } from "@/lib/settings/price-table";
import { testDrivers } from "../../startup/testing/database";
import { useTestDatabase } from "../../startup/testing/use-test-database";
import { cleanerAvailability, settings, specialOffers, userSpecialOffers, users } from "./schema";
import { seedBase } from "../../startup/seed-base";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "@/lib/startup/demo/demo-accounts";
import { verifyPassword } from "@/lib/auth/password";
import { FULL_WORKING_WEEK } from "@/lib/booking/availability/working-week";

describe.each(testDrivers())("database on %s", (driver) => {
  const database = useTestDatabase(driver);


  it("applies the committed migrations and seeds one settings row with the prices of docs/product.md", async () => {
    const rows = await database.db.select().from(settings);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ travelMinutesSameBorough: 30, travelMinutesAcrossBoroughs: 60 });
    expect(row?.maintenanceMode).toBe(false);
    const table = priceTableSchema.parse(row?.priceTable);
    expect(table.salesTaxMilliPercent).toBe(8875);
    expect(table.services.find((s) => s.slug === "deep-cleaning")?.pricing).toMatchObject({ baseCents: 22_500 });
  });

  it("seeds the welcome offer once, however often start-up runs", async () => {
    expect((await seedBase(database.db)).created).toBe(false);
    const offers = await database.db.select().from(specialOffers).where(eq(specialOffers.assignToNewAccounts, true));
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ isPercentage: true, discountValue: 15, isPublic: true });
  });

  it("allows a single settings row only", async () => {
    await expect(database.db.execute(sql`insert into settings (id, price_table) values (2, '{}'::jsonb)`)).rejects.toThrow();
  });

  it("treats email addresses as case-insensitive and unique", async () => {
    await database.db.insert(users).values({ email: "Ana.Ruiz@Example.com", firstName: "Ana", lastName: "Ruiz" });
    await expect(
      database.db.insert(users).values({ email: "ana.ruiz@example.COM", firstName: "Ana", lastName: "Ruiz" }),
    ).rejects.toThrow();
    const found = await database.db.select().from(users).where(sql`lower(${users.email}) = lower(${"ANA.RUIZ@EXAMPLE.COM"})`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ role: "Customer", status: "active", sessionVersion: 1 });
  });

  it("refuses a blocked user without a reason", async () => {
    await expect(
      database.db.insert(users).values({ email: "blocked@example.com", firstName: "B", lastName: "C", status: "blocked" }),
    ).rejects.toThrow();
  });

  it("creates one verified demo account per role, and four cleaners, with the README password, idempotently", async () => {
    expect((await seedDemo(database.db)).createdAccounts).toBe(DEMO_ACCOUNTS.length);
    expect((await seedDemo(database.db)).createdAccounts).toBe(0);
    const demo = await database.db.select().from(users).where(sql`${users.email} like '%@demo.test'`);
    expect(demo.map((u) => u.role).sort()).toEqual(["Admin", "Cleaner", "Cleaner", "Cleaner", "Cleaner", "Customer", "Moderator", "SuperAdmin"]);
    // Every demo cleaner works every day 8:00 AM to 7:00 PM in all three boroughs: the four teams the demo had before.
    const cleaners = demo.filter((u) => u.role === "Cleaner").map((u) => u.id);
    const weeks = await database.db.select().from(cleanerAvailability).where(inArray(cleanerAvailability.cleanerId, cleaners));
    expect(weeks.map((week) => [week.boroughs, week.workingWeek])).toEqual(cleaners.map(() => [["Manhattan", "Brooklyn", "Queens"], FULL_WORKING_WEEK]));
    expect(demo.every((u) => u.emailVerifiedAt !== null)).toBe(true);
    const customer = demo.find((u) => u.role === "Customer");
    expect(await verifyPassword(customer?.passwordHash ?? "", DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(customer?.passwordHash ?? "", "wrong password")).toBe(false);
    const assigned = await database.db.select().from(userSpecialOffers).where(eq(userSpecialOffers.userId, customer?.id ?? ""));
    expect(assigned.length).toBeGreaterThanOrEqual(2);
  });

  it("delivers notifications to listeners (the event bus path)", async () => {
    let deliver: (payload: string) => void = () => undefined;
    const arrived = new Promise<string>((resolve) => (deliver = resolve));
    const unlisten = await database.listen("test_channel", (payload) => deliver(payload));
    await database.db.execute(sql`select pg_notify('test_channel', ${"hello from a test"})`);
    expect(await arrived).toBe("hello from a test");
    await unlisten();
  });
});
