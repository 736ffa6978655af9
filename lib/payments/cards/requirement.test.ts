import { eq } from "drizzle-orm";
import { makeAccount, NOW } from "@/lib/admin/test-support";
import { createTestDatabase, testDrivers, type TestDatabase } from "@/lib/startup/testing/database";
import { billingProfiles, settings } from "@/lib/platform/db/schema";
import { createTestModeProvider } from "@/lib/payments/provider/test-mode";
import { startCardSetup } from "./checkouts";
import { cardNeededToBook } from "./requirement";
import { completeTestCardCheckout } from "./test-card";
import { completedVisit, PUBLIC_URL } from "@/lib/startup/testing/payments";

const provider = createTestModeProvider();

describe.each(testDrivers())("who must save a card to book, on %s", (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
  });

  const needed = (userId: string, withProvider = true) => cardNeededToBook(database.db, userId, NOW, withProvider ? provider : null);
  const setRequirement = (value: "new_customers" | "everyone" | "nobody") => database.db.update(settings).set({ cardRequirement: value }).where(eq(settings.id, 1));

  it("by default asks new customers only, until they have a usable card; invoiced accounts and a site without payments never", async () => {
    const fresh = await makeAccount(database.db, "Customer");
    expect(await needed(fresh.id)).toBe(true);
    expect(await needed(fresh.id, false)).toBe(false);

    const regular = await completedVisit(database.db);
    expect(await needed(regular.customer.id)).toBe(false);

    const office = await makeAccount(database.db, "Customer");
    await database.db.insert(billingProfiles).values({ userId: office.id, billingMode: "invoice", invoiceCompany: "Astoria Law Group" });
    expect(await needed(office.id)).toBe(false);

    const started = await startCardSetup(database.db, provider, fresh.id, { publicUrl: PUBLIC_URL, returnPath: "/booking-confirmation" });
    const ref = new URL(started.redirectUrl, PUBLIC_URL).searchParams.get("ref") ?? "";
    expect(await completeTestCardCheckout(database.db, fresh.id, { ref, number: "4242424242424242", expiry: "08/29" }, NOW)).toMatchObject({ ok: true });
    expect(await needed(fresh.id)).toBe(false);
  });

  it("follows the Admin setting: everyone, or nobody", async () => {
    const regular = await completedVisit(database.db);
    const fresh = await makeAccount(database.db, "Customer");
    try {
      await setRequirement("everyone");
      expect(await needed(regular.customer.id)).toBe(true);
      await setRequirement("nobody");
      expect(await needed(fresh.id)).toBe(false);
    } finally {
      await setRequirement("new_customers");
    }
  });
});
