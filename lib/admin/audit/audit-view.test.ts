import { blockUser } from "@/lib/admin/users/user-actions";
import { updateMaintenance } from "@/lib/admin/settings/update-settings";
import { bookOrder, makeAccount, nyTime } from "../test-support";
import { cancelOrderByStaff } from "../orders/order-actions";
import { createOffer } from "../offers/offers";
import { auditFilterSchema, loadAuditView, subjectKey } from "./audit-view";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";

describe.each(testDrivers())("the audit log page on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  it("names and links whom each action was about, filters by actor email and day", async () => {
    const admin = await makeAccount(db, "Admin", { email: "marcus@example.test" });
    const moderator = await makeAccount(db, "Moderator");
    const customer = await makeAccount(db, "Customer", { firstName: "Ana", lastName: "Ruiz" });
    const orderId = await bookOrder(db, customer.id, nyTime("2026-03-16", 9));
    await blockUser(db, admin, customer.id, { reason: "Fraudulent chargebacks", endSessions: true });
    await cancelOrderByStaff(db, moderator, orderId, { reason: "Account blocked" });
    const offer = await createOffer(db, admin, { name: "Winter", description: "10% off", isPercentage: true, discountValue: 10 });
    await updateMaintenance(db, admin.id, { enabled: true, message: null });

    const all = await loadAuditView(db, auditFilterSchema.parse({}));
    expect(all.page.items.map((entry) => entry.action)).toEqual(["settings.maintenance.on", "offer.create", "order.cancel", "user.block"]);
    expect(all.subjects[subjectKey("user", customer.id)]).toEqual({ label: `Ana Ruiz (${customer.email})`, href: `/admin/users/${customer.id}` });
    expect(all.subjects[subjectKey("order", orderId)]).toEqual({ label: expect.stringMatching(/^Order C-\d+$/), href: `/admin/orders/${orderId}` });
    expect(all.subjects[subjectKey("offer", String(offer.ok ? offer.data.id : 0))]).toEqual({ label: "Offer “Winter”", href: expect.stringMatching(/^\/admin\/offers\/\d+$/) });
    expect(all.subjects[subjectKey("settings", "1")]).toEqual({ label: "Business settings", href: "/admin/settings" });

    const byAdmin = await loadAuditView(db, auditFilterSchema.parse({ actor: "Marcus@Example.test" }));
    expect(byAdmin.page.items.map((entry) => entry.action)).toEqual(["settings.maintenance.on", "offer.create", "user.block"]);
    expect(await loadAuditView(db, auditFilterSchema.parse({ actor: "nobody@example.test" }))).toMatchObject({ unknownActor: true, page: { total: 0 } });
    expect((await loadAuditView(db, auditFilterSchema.parse({ action: "order.cancel" }))).page.items).toHaveLength(1);
    expect((await loadAuditView(db, auditFilterSchema.parse({ from: "2020-01-01", to: "2020-01-02" }))).page.total).toBe(0);
    expect(auditFilterSchema.safeParse({ from: "2026-03-02", to: "2026-03-01" }).success).toBe(false);
  });
});
