import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { specialOffers, userSpecialOffers, users } from "@/lib/platform/db/schema";
import { WELCOME_OFFER } from "@/lib/startup/seed-base";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { isActiveAt } from "./active-window";
import { listPublicOffers, listUserOffers } from "./queries";

const NOW = new Date("2026-05-01T12:00:00.000Z");
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);

type NewOffer = typeof specialOffers.$inferInsert;

async function addOffer(db: Database, values: Partial<NewOffer> & Pick<NewOffer, "name">): Promise<number> {
  const [row] = await db
    .insert(specialOffers)
    .values({ description: `${values.name} description`, isPercentage: true, discountValue: 10, ...values })
    .returning({ id: specialOffers.id });
  if (!row) throw new Error("offer not created");
  return row.id;
}

let userCount = 0;
async function addUser(db: Database): Promise<string> {
  userCount += 1;
  const [row] = await db
    .insert(users)
    .values({ email: `offers-${userCount}-${Date.now().toString(36)}@example.com`, firstName: "Ana", lastName: "Ruiz" })
    .returning({ id: users.id });
  if (!row) throw new Error("user not created");
  return row.id;
}

describe.each(testDrivers())("special offer queries on %s", (driver) => {
  const { db } = useTestDatabase(driver);
  const ids = { welcome: 0, fixed: 0, private: 0, startsNow: 0, endsNow: 0, future: 0, windowed: 0 };

  beforeAll(async () => {
    const [welcome] = await db.select({ id: specialOffers.id }).from(specialOffers).where(eq(specialOffers.name, WELCOME_OFFER.name));
    ids.welcome = welcome?.id ?? 0;
    // Created in this order, so oldest first means exactly this order.
    ids.fixed = await addOffer(db, { name: "Brownstone", isPercentage: false, discountValue: 2500, createdAt: hours(-5) });
    ids.private = await addOffer(db, { name: "Apology", isPublic: false, createdAt: hours(-4) });
    ids.startsNow = await addOffer(db, { name: "Starts now", startsAt: NOW, createdAt: hours(-3) });
    ids.endsNow = await addOffer(db, { name: "Ends now", endsAt: NOW, createdAt: hours(-3) });
    ids.future = await addOffer(db, { name: "Future", startsAt: hours(1), createdAt: hours(-2) });
    ids.windowed = await addOffer(db, { name: "Windowed", startsAt: hours(-1), endsAt: hours(1), createdAt: hours(-1) });
    await db.update(specialOffers).set({ createdAt: hours(-10) }).where(eq(specialOffers.id, ids.welcome));
  });

  it("lists the active public offers for visitors, oldest first, as display DTOs", async () => {
    const offers = await listPublicOffers(db, NOW);
    expect(offers.map((offer) => offer.name)).toEqual([WELCOME_OFFER.name, "Brownstone", "Starts now", "Windowed"]);
    expect(offers[0]).toEqual({ id: ids.welcome, name: WELCOME_OFFER.name, description: WELCOME_OFFER.description, isPercentage: true, discountValue: 15 });
    expect(offers[1]).toMatchObject({ isPercentage: false, discountValue: 25 });
    expect(Object.keys(offers[1] ?? {}).sort()).toEqual(["description", "discountValue", "id", "isPercentage", "name"]);
  });

  it("agrees with isActiveAt at the edges of the window", async () => {
    const rows = await db.select().from(specialOffers).where(eq(specialOffers.isPublic, true));
    const expected = rows.filter((row) => isActiveAt(row, NOW)).map((row) => row.id).sort((a, b) => a - b);
    const listed = (await listPublicOffers(db, NOW)).map((offer) => offer.id).sort((a, b) => a - b);
    expect(listed).toEqual(expected);
  });

  it("lists a user's assigned, unused, active offers only, private ones included", async () => {
    const user = await addUser(db);
    const other = await addUser(db);
    await db.insert(userSpecialOffers).values([
      { userId: user, specialOfferId: ids.windowed },
      { userId: user, specialOfferId: ids.welcome },
      { userId: user, specialOfferId: ids.private },
      { userId: user, specialOfferId: ids.fixed, usedAt: hours(-1) },
      { userId: user, specialOfferId: ids.endsNow },
      { userId: user, specialOfferId: ids.future },
      { userId: other, specialOfferId: ids.startsNow },
    ]);
    expect(await listUserOffers(db, user, NOW)).toEqual([
      { specialOfferId: ids.welcome },
      { specialOfferId: ids.private },
      { specialOfferId: ids.windowed },
    ]);
    expect(await listUserOffers(db, other, NOW)).toEqual([{ specialOfferId: ids.startsNow }]);
  });

  it("gives a user without assignments an empty list", async () => {
    expect(await listUserOffers(db, await addUser(db), NOW)).toEqual([]);
  });
});
