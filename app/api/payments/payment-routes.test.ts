/**
 * Bad input at the customer's payment routes (docs/payments.md): ids that are not ids or are
 * someone else's are a 404, bodies the schema refuses a 400 naming the fields, and nothing is
 * saved or charged either way. Test mode (DEMO) stands in for Stripe.
 */
import type { SessionUser } from "@/lib/auth/users";
import { toSessionUser } from "@/lib/auth/users";
import { startCardSetup } from "@/lib/payments/cards/checkouts";
import { completedVisit, PUBLIC_URL } from "@/lib/startup/testing/payments";
import { resetConfigCache } from "@/lib/platform/config";
import { billingProfiles, cardCheckouts, paymentMethods } from "@/lib/platform/db/schema";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import { createTestModeProvider } from "@/lib/payments/provider/test-mode";
import { resetPaymentProviderCache } from "@/lib/payments/provider/provider";
import { GET as bookingCard } from "../booking/card/route";
import { POST as startSetup } from "./cards/setup/route";
import { POST as orderCheckout } from "./order-payments/[id]/checkout/route";
import { POST as testCard } from "./test/card/route";

let mockSession: { user: SessionUser; sessionId: string } | null = null;
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => mockSession, getSessionUser: async () => mockSession?.user ?? null }));
const as = (user: Parameters<typeof toSessionUser>[0]) => (mockSession = { user: toSessionUser(user), sessionId: "payment-routes" });

describe("the customer's payment routes refuse bad input", () => {
  const database = useTestDatabase("pglite", { install: true });
  const saved = { ...process.env };
  beforeAll(() => {
    process.env.DEMO = "true";
    resetConfigCache();
    resetPaymentProviderCache();
  });
  afterAll(() => {
    process.env = saved;
    resetConfigCache();
    resetPaymentProviderCache();
  });

  it("answers a malformed or someone else's payment id at the pay link with 404, and opens no checkout", async () => {
    const owner = await completedVisit(database.db);
    const stranger = await completedVisit(database.db);
    as(stranger.customer);
    const checkoutsBefore = (await database.db.select().from(cardCheckouts)).length;
    for (const id of ["not-a-uuid", "00000000-0000-0000-0000-000000000000", owner.payment?.id ?? ""]) {
      const response = await orderCheckout(siteRequest(`/api/payments/order-payments/${id}/checkout`, { method: "POST" }), pathParams({ id }));
      expect([id, response.status]).toEqual([id, 404]);
    }
    expect(await database.db.select().from(cardCheckouts)).toHaveLength(checkoutsBefore);
    // The owner's own id opens their checkout.
    as(owner.customer);
    const own = await orderCheckout(siteRequest(`/api/payments/order-payments/${owner.payment?.id}/checkout`, { method: "POST" }), pathParams({ id: owner.payment?.id ?? "" }));
    expect(own.status).toBe(200);
    expect(((await own.json()) as { redirectUrl: string }).redirectUrl).toMatch(/^\/payments\/test-card\?ref=/);
  });

  it("refuses a card-setup body the schema does not take with a 400 naming the field, and a visitor with a 401", async () => {
    mockSession = null;
    expect((await startSetup(siteRequest("/api/payments/cards/setup", { json: {} }))).status).toBe(401);
    as((await completedVisit(database.db)).customer);
    const response = await startSetup(siteRequest("/api/payments/cards/setup", { json: { returnPath: 42 } }));
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors)).toEqual(["returnPath"]);
  });

  it("saves no card from the test card page for a bad body or someone else's checkout", async () => {
    const owner = await completedVisit(database.db);
    const stranger = await completedVisit(database.db);
    const started = await startCardSetup(database.db, createTestModeProvider(), owner.customer.id, { publicUrl: PUBLIC_URL, returnPath: "/profile/payment-methods" });
    const ref = new URL(started.redirectUrl, PUBLIC_URL).searchParams.get("ref") ?? "";
    as(owner.customer);
    const bad = await testCard(siteRequest("/api/payments/test/card", { json: { ref, number: "4242424242424242", expiry: "13/29" } }));
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fieldErrors: Record<string, string> }).fieldErrors)).toEqual(["expiry"]);
    as(stranger.customer);
    const foreign = await testCard(siteRequest("/api/payments/test/card", { json: { ref, number: "4242424242424242", expiry: "08/29" } }));
    expect(foreign.status).toBe(404);
    expect(await database.db.select().from(paymentMethods)).toEqual([]);
  });

  it("tells the review step how each customer pays: nothing for a visitor, the card for a customer with one, invoiced for an office client", async () => {
    mockSession = null;
    expect(await (await bookingCard(siteRequest("/api/booking/card"))).json()).toEqual({ card: null, invoiced: false, required: false });
    const fresh = await completedVisit(database.db);
    as(fresh.customer);
    // Completed a visit already, so under the default rule ("new customers") no card is required.
    expect(await (await bookingCard(siteRequest("/api/booking/card"))).json()).toEqual({ card: null, invoiced: false, required: false });
    await database.db.insert(paymentMethods).values({ userId: fresh.customer.id, provider: "test", providerRef: `tpm_${fresh.customer.id}`, brand: "visa", last4: "4242", expMonth: 8, expYear: 2099, isDefault: true });
    expect(await (await bookingCard(siteRequest("/api/booking/card"))).json()).toEqual({ card: { label: "Visa •••• 4242, expires 08/99" }, invoiced: false, required: false });
    const office = await completedVisit(database.db);
    await database.db.insert(billingProfiles).values({ userId: office.customer.id, billingMode: "invoice", invoiceCompany: "Court Square Architects" });
    as(office.customer);
    expect(await (await bookingCard(siteRequest("/api/booking/card"))).json()).toEqual({ card: null, invoiced: true, required: false });
  });
});
