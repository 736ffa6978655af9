import { bookOrder, makeAccount, nextVisitStart, NOW } from "@/lib/admin/test-support";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { customerOrderPageView } from "@/lib/payments/customer-order-page";
import { completedVisit } from "@/lib/startup/testing/payments";

const HOUR = 60 * 60 * 1000;

describe.each(testDrivers())("the customer's order page on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  it("shows nothing of another customer's order", async () => {
    const owner = await makeAccount(database.db, "Customer");
    const stranger = await makeAccount(database.db, "Customer");
    const orderId = await bookOrder(database.db, owner.id, nextVisitStart());
    expect(await customerOrderPageView({ id: stranger.id, blocked: false }, orderId, NOW)).toBeNull();
  });

  it("lets the customer change or cancel online until the deadline, never while blocked", async () => {
    const customer = await makeAccount(database.db, "Customer");
    const start = nextVisitStart();
    const orderId = await bookOrder(database.db, customer.id, start);
    const active = await customerOrderPageView({ id: customer.id, blocked: false }, orderId, NOW);
    expect(active).toMatchObject({ canAct: true, lateForChanges: false, canCancelSeries: false, tip: null, payments: [] });
    const blocked = await customerOrderPageView({ id: customer.id, blocked: true }, orderId, NOW);
    expect(blocked).toMatchObject({ canAct: false, lateForChanges: false });
  });

  it("sends the customer to the phone once the visit is too close to change online", async () => {
    const customer = await makeAccount(database.db, "Customer");
    const start = nextVisitStart();
    const orderId = await bookOrder(database.db, customer.id, start);
    const view = await customerOrderPageView({ id: customer.id, blocked: false }, orderId, new Date(start.getTime() - 2 * HOUR));
    expect(view).toMatchObject({ canAct: false, lateForChanges: true });
  });

  it("offers a tip for a completed visit, but not to a blocked account", async () => {
    const visit = await completedVisit(database.db, { cleaner: true });
    const active = await customerOrderPageView({ id: visit.customer.id, blocked: false }, visit.orderId, NOW);
    expect(active?.tip).not.toBeNull();
    expect(active).toMatchObject({ canAct: false, lateForChanges: false });
    const blocked = await customerOrderPageView({ id: visit.customer.id, blocked: true }, visit.orderId, NOW);
    expect(blocked?.tip).toBeNull();
  });
});
