import { eq } from "drizzle-orm";
import { auditQuerySchema, listAudit } from "@/lib/platform/audit/audit-log";
import { specialOffers, userSpecialOffers } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { listUserOffers } from "@/lib/offers/queries";
import { bookOrder, holdsOffer, makeAccount, nyTime } from "../test-support";
import { assignOffer } from "./assign";
import { offerInputSchema, splitEmails } from "./offer-schemas";
import { createOffer, getAdminOffer, listAdminOffers, setOfferState, updateOffer } from "./offers";
import { offerUsage } from "./usage";

const springOffer = {
  name: "Spring in Astoria",
  description: "$30 off a deep cleaning in Queens this spring.",
  isPercentage: false,
  discountValue: 30,
  isPublic: true,
  assignToNewAccounts: false,
  startsOn: "2026-03-01",
  endsOn: "2026-05-31",
};

describe("offer input", () => {
  it("takes whole percentages and dollars with cents, and the last day after the first", () => {
    expect(offerInputSchema.safeParse({ ...springOffer, isPercentage: true, discountValue: 12.5 }).success).toBe(false);
    expect(offerInputSchema.safeParse({ ...springOffer, isPercentage: true, discountValue: 101 }).success).toBe(false);
    expect(offerInputSchema.safeParse({ ...springOffer, discountValue: 12.345 }).success).toBe(false);
    expect(offerInputSchema.safeParse({ ...springOffer, discountValue: 12.5 }).success).toBe(true);
    expect(offerInputSchema.safeParse({ ...springOffer, endsOn: "2026-02-01" }).success).toBe(false);
    expect(offerInputSchema.parse({ ...springOffer, startsOn: "", endsOn: null })).toMatchObject({ startsOn: null, endsOn: null });
  });

  it("splits a pasted list of addresses", () => {
    expect(splitEmails("a@x.test, B@x.test;\nc@x.test  a@x.test")).toEqual(["a@x.test", "b@x.test", "c@x.test"]);
  });
});

describe.each(testDrivers())("special offers admin on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  const auditOf = async (id: number) => (await listAudit(db, auditQuerySchema.parse({ subjectType: "offer", subjectId: String(id) }))).items.map((entry) => entry.action);

  it("creates and edits an offer with New York days, in cents, audited", async () => {
    const admin = await makeAccount(db, "Admin");
    const created = await createOffer(db, admin, springOffer, new Date("2026-04-01T12:00:00Z"));
    if (!created.ok) throw new Error(created.message);
    expect(created.data).toMatchObject({ discountValue: 30, discountText: "$30", state: "active", startsOn: "2026-03-01", endsOn: "2026-05-31" });
    const [row] = await db.select().from(specialOffers).where(eq(specialOffers.id, created.data.id));
    expect(row).toMatchObject({ discountValue: 3000, startsAt: new Date("2026-03-01T05:00:00Z"), endsAt: new Date("2026-06-01T04:00:00Z") });
    const edited = await updateOffer(db, admin, created.data.id, { ...springOffer, isPercentage: true, discountValue: 20 });
    expect(edited).toMatchObject({ ok: true, data: { discountText: "20%" } });
    expect(await auditOf(created.data.id)).toEqual(["offer.update", "offer.create"]);
    const [update] = (await listAudit(db, auditQuerySchema.parse({ subjectType: "offer", subjectId: String(created.data.id), action: "offer.update" }))).items;
    expect(update?.details.changes).toEqual(["isPercentage: false → true", "discountValue: 3000 → 20"]);
  });

  it("activates and ends, and refuses doing either twice", async () => {
    const admin = await makeAccount(db, "SuperAdmin");
    const now = new Date("2026-02-15T12:00:00Z");
    const created = await createOffer(db, admin, springOffer, now);
    if (!created.ok) throw new Error(created.message);
    expect(created.data.state).toBe("scheduled");
    expect(await setOfferState(db, admin, created.data.id, "activate", now)).toMatchObject({ ok: true, data: { state: "active", startsAt: now.toISOString() } });
    expect(await setOfferState(db, admin, created.data.id, "activate", now)).toMatchObject({ ok: false, kind: "conflict" });
    const later = new Date("2026-02-20T12:00:00Z");
    expect(await setOfferState(db, admin, created.data.id, "end", later)).toMatchObject({ ok: true, data: { state: "ended", endsAt: later.toISOString() } });
    expect(await setOfferState(db, admin, created.data.id, "end", later)).toMatchObject({ ok: false, kind: "conflict" });
    expect(await setOfferState(db, admin, created.data.id, "activate", later)).toMatchObject({ ok: true, data: { state: "active", endsAt: null } });
  });

  it("refuses Moderators and everyone below on every offer action", async () => {
    const admin = await makeAccount(db, "Admin");
    const created = await createOffer(db, admin, { ...springOffer, startsOn: null, endsOn: null });
    if (!created.ok) throw new Error(created.message);
    for (const role of ["Moderator", "Cleaner", "Customer"] as const) {
      const actor = await makeAccount(db, role);
      expect(await createOffer(db, actor, springOffer)).toMatchObject({ ok: false, kind: "forbidden" });
      expect(await updateOffer(db, actor, created.data.id, springOffer)).toMatchObject({ ok: false, kind: "forbidden" });
      expect(await setOfferState(db, actor, created.data.id, "end")).toMatchObject({ ok: false, kind: "forbidden" });
      expect(await assignOffer(db, actor, created.data.id, { emails: ["someone@example.test"] })).toMatchObject({ ok: false, kind: "forbidden" });
    }
    expect(await getAdminOffer(db, created.data.id)).toMatchObject({ state: "active" });
  });

  it("gives an offer to one person and to a list, never to oneself or a SuperAdmin, and shows who used it", async () => {
    const admin = await makeAccount(db, "Admin");
    const root = await makeAccount(db, "SuperAdmin");
    const ana = await makeAccount(db, "Customer", { email: "ana.assign@example.test" });
    const ben = await makeAccount(db, "Customer", { email: "ben.assign@example.test" });
    const cleaner = await makeAccount(db, "Cleaner", { email: "cleo.assign@example.test" });
    const created = await createOffer(db, admin, { ...springOffer, startsOn: null, endsOn: null, isPublic: false });
    if (!created.ok) throw new Error(created.message);
    const offerId = created.data.id;

    expect(await assignOffer(db, admin, offerId, { emails: ["Ana.Assign@example.test"] })).toEqual({ ok: true, data: { assigned: ["ana.assign@example.test"], alreadyHeld: [], notFound: [], refused: [] } });
    const list = await assignOffer(db, admin, offerId, { emails: [ana.email, ben.email, cleaner.email, "ghost@example.test", admin.email, root.email] });
    expect(list).toMatchObject({
      ok: true,
      data: {
        assigned: [ben.email, cleaner.email],
        alreadyHeld: [ana.email],
        notFound: ["ghost@example.test"],
        refused: [
          { email: admin.email, reason: expect.stringMatching(/own account/) },
          { email: root.email, reason: expect.stringMatching(/SuperAdmin/) },
        ],
      },
    });
    expect(await holdsOffer(db, root.id, offerId)).toBe(false);
    expect(await holdsOffer(db, admin.id, offerId)).toBe(false);
    expect((await listUserOffers(db, ben.id)).map((offer) => offer.specialOfferId)).toContain(offerId);
    expect(await assignOffer(db, admin, offerId, { emails: [] })).toMatchObject({ ok: false, kind: "invalid" });

    // Ana books with it: she shows as having used it, with the order.
    const orderId = await bookOrder(db, ana.id, nyTime("2026-03-20", 9), { specialOfferId: offerId });
    const usage = await offerUsage(db, offerId);
    expect(usage).toMatchObject({ holderCount: 3, usedCount: 1 });
    expect(usage.holders[0]).toMatchObject({ userId: ana.id, usedAt: expect.any(String) });
    expect(usage.orders).toEqual([expect.objectContaining({ id: orderId, discountCents: 3_000 })]);
    const listed = (await listAdminOffers(db)).find((offer) => offer.id === offerId);
    expect(listed).toMatchObject({ assignedCount: 3, usedCount: 1, isPublic: false });
    expect((await auditOf(offerId)).filter((action) => action === "offer.assign")).toHaveLength(2);
  });

  it("refuses giving out an ended offer", async () => {
    const admin = await makeAccount(db, "Admin");
    const customer = await makeAccount(db, "Customer");
    const created = await createOffer(db, admin, { ...springOffer, startsOn: "2025-01-01", endsOn: "2025-01-31" });
    if (!created.ok) throw new Error(created.message);
    expect(await assignOffer(db, admin, created.data.id, { emails: [customer.email] })).toMatchObject({ ok: false, kind: "conflict" });
    const copies = await db.select().from(userSpecialOffers).where(eq(userSpecialOffers.specialOfferId, created.data.id));
    expect(copies).toEqual([]);
  });
});
