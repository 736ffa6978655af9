import { installFakeFetch } from "@/components/admin/test-support";
import { giftCardPurchaseContract, giftCardPurchaseStatusContract } from "@/lib/gift-cards/gift-cards-contract";
import type { ApiContract } from "@/lib/kernel/api-contract";
import { forgotPasswordContract } from "@/lib/auth/password-reset-contract";
import { contactContract } from "@/lib/contact/contact-contract";
import { signOutEverywhereContract } from "@/lib/account/sessions-contract";
import { editOrderContract } from "@/lib/booking/orders/orders-contract";
import { profileContract } from "@/lib/account/profile-contract";
import { uploadPictureContract } from "@/lib/account/picture-contract";
import { callApi, fetchAnswer, UNREADABLE_ANSWER } from "./client";

const logout = jest.fn();
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: (url: string) => logout(url) }));
// The session cannot be renewed, and signing out works.
jest.mock("@/lib/auth/site-session", () => ({ readSessionFromServer: jest.fn(async () => null) }));
jest.mock("@/lib/auth/sign-out", () => ({ signOutOfSite: jest.fn(async (url: string) => url) }));

const contactBody = { name: "Ana", email: "ana@example.com", borough: "Queens", service: "", message: "A two-bedroom in Astoria.", freeEstimate: false, preferredContact: "email" };

beforeEach(() => {
  logout.mockClear();
  window.localStorage.clear();
});

// The account, contact and order forms' calls: each through its endpoint's contract.
describe("callApi with the forms' contracts", () => {
  it("returns a good answer as its contract reads it", async () => {
    const sent = installFakeFetch([{ status: 200, body: { message: "We emailed a link to reset your password.", extra: 1 } }]);
    const result = await callApi(forgotPasswordContract, { body: { email: "ana@example.com" } });
    expect(result).toEqual({ ok: true, status: 200, data: { message: "We emailed a link to reset your password." } });
    expect(sent).toEqual([{ url: "/api/account/forgot-password", method: "POST", body: { email: "ana@example.com" } }]);
  });

  it("turns an answer of the wrong shape into a failure the form shows, never a cast", async () => {
    installFakeFetch([{ status: 200, body: { message: 42 } }]);
    const result = await callApi(contactContract, { body: contactBody });
    expect(result).toEqual({ ok: false, status: 200, error: UNREADABLE_ANSWER, fieldErrors: {} });
  });

  it("treats an answer that is not JSON at all as unreadable too", async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => Promise.reject(new SyntaxError("Unexpected token <")) })) });
    const result = await callApi(contactContract, { body: contactBody });
    expect(result).toEqual({ ok: false, status: 200, error: UNREADABLE_ANSWER, fieldErrors: {} });
  });

  it("where the contract reads nothing, only says that it worked", async () => {
    installFakeFetch([{ status: 200, body: { signedOut: 3 } }]);
    const result = await callApi(signOutEverywhereContract);
    expect(result.ok).toBe(true);
  });

  it("passes a refusal's message, string field messages and code through, whatever the contract reads", async () => {
    installFakeFetch([{ status: 409, body: { error: "Someone else changed this order.", fieldErrors: { date: "Pick another day.", rooms: 3 }, code: "stale_order" } }]);
    const result = await callApi(editOrderContract, { params: { id: "o1" }, body: { request: null, startsAt: null, address: null, contact: null } });
    expect(result).toEqual({ ok: false, status: 409, error: "Someone else changed this order.", fieldErrors: { date: "Pick another day." }, code: "stale_order" });
  });

  it("on a 401 whose session cannot be renewed, logs out and reports the ended session", async () => {
    installFakeFetch(() => ({ status: 401, body: { error: "Sign in first." } }));
    const result = await callApi(profileContract, { body: { firstName: "Ana" } });
    expect(result).toEqual({ ok: false, status: 0, error: "Authentication failed", fieldErrors: {} });
    expect(logout).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?returnUrl=/));
  });

  it("reads an upload's answer the same way", async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ pictureUrl: 7 }) })) });
    const result = await callApi(uploadPictureContract, { body: new FormData() });
    expect(result).toEqual({ ok: false, status: 200, error: UNREADABLE_ANSWER, fieldErrors: {} });
  });
});

describe("callApi with a contract", () => {
  const renameContract: ApiContract<{ id: string }, { name: string }, { name: string }> = {
    method: "PATCH",
    path: ({ id }) => `/api/things/${id}`,
    readAnswer: (value) => {
      if (typeof value !== "object" || value === null || !("name" in value) || typeof value.name !== "string") throw new TypeError("no name");
      return { name: value.name };
    },
  };

  it("sends the body to the contract's path and returns the answer as the contract reads it", async () => {
    const sent = installFakeFetch([{ status: 200, body: { name: "Ana", extra: 1 } }]);
    await expect(callApi(renameContract, { params: { id: "t1" }, body: { name: "Ana" } })).resolves.toEqual({ ok: true, status: 200, data: { name: "Ana" } });
    expect(sent).toEqual([{ url: "/api/things/t1", method: "PATCH", body: { name: "Ana" } }]);
  });

  it("maps a refusal to its message, field messages, code and own-site link", async () => {
    installFakeFetch([{ status: 409, body: { error: "Taken.", fieldErrors: { name: "Pick another." }, code: "taken", link: { href: "https://evil.example", label: "Go" } } }]);
    await expect(callApi(renameContract, { params: { id: "t1" }, body: { name: "Ana" } })).resolves.toEqual({ ok: false, status: 409, error: "Taken.", fieldErrors: { name: "Pick another." }, code: "taken" });
    installFakeFetch([{ status: 403, body: { error: "Verify first.", link: { href: "/verify-email", label: "Verify" } } }]);
    await expect(callApi(renameContract, { params: { id: "t1" }, body: { name: "Ana" } })).resolves.toEqual({
      ok: false,
      status: 403,
      error: "Verify first.",
      fieldErrors: {},
      link: { href: "/verify-email", label: "Verify" },
    });
  });

  it("turns an answer the contract cannot read into the could-not-read failure", async () => {
    installFakeFetch([{ status: 200, body: { name: 7 } }]);
    await expect(callApi(renameContract, { params: { id: "t1" }, body: { name: "Ana" } })).resolves.toEqual({ ok: false, status: 200, error: UNREADABLE_ANSWER, fieldErrors: {} });
  });

  it("reports a lost connection with the network message, or the call's own", async () => {
    Object.assign(globalThis, { fetch: jest.fn(async () => Promise.reject(new TypeError("Failed to fetch"))) });
    const result = await callApi(renameContract, { params: { id: "t1" }, body: { name: "Ana" }, networkError: "Your booking is saved." });
    expect(result).toEqual({ ok: false, status: 0, error: "Your booking is saved.", fieldErrors: {} });
  });
});

const purchase = { amountCents: 10_000, recipientName: "Rosa Diaz", recipientEmail: "rosa@example.com", deliverOn: "2026-12-01" };

// The gift-card helpers' cases (components/gift-cards/api.ts, now contracts and callApi).
describe("gift-card contracts through callApi and fetchAnswer", () => {
  it("return a good answer as its guard reads it", async () => {
    installFakeFetch([{ status: 201, body: { purchaseId: "p1", redirectUrl: "/gift-cards/test-checkout?ref=x" } }]);
    await expect(callApi(giftCardPurchaseContract, { body: purchase })).resolves.toEqual({
      ok: true,
      status: 201,
      data: { purchaseId: "p1", redirectUrl: "/gift-cards/test-checkout?ref=x" },
    });
  });

  it("turn an answer of another shape into the could-not-read failure", async () => {
    installFakeFetch([{ status: 201, body: { purchaseId: "p1" } }]);
    await expect(callApi(giftCardPurchaseContract, { body: purchase })).resolves.toEqual({ ok: false, status: 201, error: UNREADABLE_ANSWER, fieldErrors: {} });
  });

  it("let SWR see a GET of another shape as an error", async () => {
    installFakeFetch([{ status: 200, body: { purchase: { id: 5 } } }]);
    await expect(fetchAnswer(giftCardPurchaseStatusContract, { params: { id: "p1" } })).rejects.toThrow(/id/);
  });
});
