import { failure, FAILURE_KINDS, FailureError, catchFailure, isFailure } from "@/lib/kernel/failure";
import { FAILURE_STATUS, toResponse } from "./answer";

/** The statuses the API answered before failures named kinds (issue #26); the table must keep them. */
const STATUS_BY_KIND = {
  invalid: 400,
  unauthenticated: 401,
  "payment-declined": 402,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-type": 415,
  unprocessable: 422,
  "rate-limited": 429,
  internal: 500,
  "upstream-failed": 502,
  unavailable: 503,
} as const;

describe("FAILURE_STATUS: a failure's kind as its HTTP status", () => {
  it("gives every kind a status, and no status to two kinds", () => {
    for (const kind of FAILURE_KINDS) expect(FAILURE_STATUS[kind]).toEqual(expect.any(Number));
    expect(Object.keys(FAILURE_STATUS).sort()).toEqual([...FAILURE_KINDS].sort());
    expect(new Set(Object.values(FAILURE_STATUS)).size).toBe(FAILURE_KINDS.length);
  });

  it("answers the statuses the API answered before", () => {
    expect(FAILURE_STATUS).toEqual(STATUS_BY_KIND);
  });

  it("answers each kind with its status through toResponse", () => {
    for (const kind of FAILURE_KINDS) expect(toResponse(failure(kind, "No.")).status).toBe(STATUS_BY_KIND[kind]);
  });
});

describe("toResponse: the JSON body and headers the browser reads", () => {
  it("answers the message, field messages and code, never cached", async () => {
    const response = toResponse(failure("conflict", "That visit is already booked.", { fieldErrors: { startsAt: "Pick another time." }, code: "fully-booked" }));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("retry-after")).toBeNull();
    expect(await response.text()).toBe(JSON.stringify({ error: "That visit is already booked.", fieldErrors: { startsAt: "Pick another time." }, code: "fully-booked" }));
  });

  it("puts a failure's details beside the error, in that order", async () => {
    const response = toResponse(failure("conflict", "The price has gone up.", { code: "price-changed", details: { priceChange: { acceptedTotalCents: 100, currentTotalCents: 120 } } }));
    expect(response.status).toBe(409);
    expect(await response.text()).toBe(JSON.stringify({ error: "The price has gone up.", code: "price-changed", priceChange: { acceptedTotalCents: 100, currentTotalCents: 120 } }));
  });

  it("sends Retry-After in whole seconds, at least one, for a rate limit", () => {
    expect(toResponse(failure("rate-limited", "Too many tries.", { retryAfterSeconds: 59.2 })).headers.get("retry-after")).toBe("60");
    expect(toResponse(failure("rate-limited", "Too many tries.", { retryAfterSeconds: 0 })).headers.get("retry-after")).toBe("1");
  });
});

describe("the kernel's failure", () => {
  it("is recognised by its kind, and a thrown one is caught as the failure it carries", async () => {
    const refused = failure("not-found", "No such order.");
    expect(isFailure(refused)).toBe(true);
    expect(isFailure({ status: 404, ok: false, message: "No such order." })).toBe(false);
    expect(isFailure({ ok: false, kind: "teapot", message: "No." })).toBe(false);
    await expect(catchFailure(async () => Promise.reject(new FailureError(refused)))).resolves.toBe(refused);
    await expect(catchFailure(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(catchFailure(async () => 7)).resolves.toBe(7);
  });
});
