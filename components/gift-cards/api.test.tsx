import { installFakeFetch } from "@/components/admin/test-support";
import { UNREADABLE_ANSWER } from "@/lib/web/http/client";
import { sendGiftCardJson, getJson } from "./api";
import { purchaseStartedAnswer } from "@/lib/gift-cards/gift-cards-contract";

jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

describe("gift-card API helpers", () => {
  it("return a good answer as its guard reads it", async () => {
    installFakeFetch([{ status: 201, body: { purchaseId: "p1", redirectUrl: "/gift-cards/test-checkout?ref=x" } }]);
    await expect(sendGiftCardJson("/api/gift-cards", { amountCents: 10_000 }, purchaseStartedAnswer)).resolves.toEqual({
      ok: true,
      data: { purchaseId: "p1", redirectUrl: "/gift-cards/test-checkout?ref=x" },
    });
  });

  it("turn an answer of another shape into the could-not-read failure", async () => {
    installFakeFetch([{ status: 201, body: { purchaseId: "p1" } }]);
    await expect(sendGiftCardJson("/api/gift-cards", {}, purchaseStartedAnswer)).resolves.toEqual({ ok: false, status: 201, error: UNREADABLE_ANSWER, fieldErrors: {}, link: null });
  });

  it("let SWR see a GET of another shape as an error", async () => {
    installFakeFetch([{ status: 200, body: { purchaseId: 5 } }]);
    await expect(getJson("/api/gift-cards/purchases/p1", purchaseStartedAnswer)).rejects.toThrow(/purchaseId/);
  });
});
