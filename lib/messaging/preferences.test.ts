import { createTestUser } from "@/lib/account/test-support";
import { smsPreferences } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { mutedCustomerTextTypes, mutedTextTypes, saveMutedTextTypes } from "./preferences";

describe.each(testDrivers())("the texts an account switched off, on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  it("is every text on until the account switches one off, but the review request, which waits to be switched on", async () => {
    const user = await createTestUser(database.db);
    expect(await mutedTextTypes(database.db, user.id)).toEqual(new Set(["review-request"]));
  });

  it("sends the review request only once the account switches it on, and stops it when switched off again", async () => {
    const user = await createTestUser(database.db);
    expect(await saveMutedTextTypes(database.db, user.id, ["reminder"])).toEqual(["reminder"]);
    expect(await mutedTextTypes(database.db, user.id)).toEqual(new Set(["reminder"]));
    expect(await mutedCustomerTextTypes(database.db, user.id)).toEqual(["reminder"]);
    expect(await saveMutedTextTypes(database.db, user.id, ["review-request"])).toEqual(["review-request"]);
    expect(await mutedTextTypes(database.db, user.id)).toEqual(new Set(["review-request"]));
  });

  it("stores exactly the switches that are off, once each and in the settings' order, and reads them back", async () => {
    const user = await createTestUser(database.db);
    expect(await saveMutedTextTypes(database.db, user.id, ["reminder", "booking-received", "reminder"])).toEqual(["booking-received", "reminder"]);
    expect(await mutedTextTypes(database.db, user.id)).toEqual(new Set(["booking-received", "reminder"]));

    expect(await saveMutedTextTypes(database.db, user.id, ["on-my-way"])).toEqual(["on-my-way"]);
    expect(await mutedTextTypes(database.db, user.id)).toEqual(new Set(["on-my-way"]));

    expect(await saveMutedTextTypes(database.db, user.id, [])).toEqual([]);
    expect(await mutedTextTypes(database.db, user.id)).toEqual(new Set());
  });

  it("keeps muted types that have no switch", async () => {
    const user = await createTestUser(database.db);
    await database.db.insert(smsPreferences).values({ userId: user.id, mutedTypes: ["job-assigned", "reminder"] });
    await saveMutedTextTypes(database.db, user.id, ["order-changed", "review-request"]);
    expect(await mutedTextTypes(database.db, user.id)).toEqual(new Set(["job-assigned", "order-changed", "review-request"]));
  });

  it("keeps each account's switches to itself", async () => {
    const first = await createTestUser(database.db);
    const second = await createTestUser(database.db);
    await saveMutedTextTypes(database.db, first.id, ["visit-complete"]);
    expect(await mutedTextTypes(database.db, second.id)).toEqual(new Set(["review-request"]));
  });
});
