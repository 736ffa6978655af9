import { classifyTwilioError, toSmsStatus } from "./twilio-errors";

describe("classifyTwilioError", () => {
  it.each([
    [{ status: 400, code: 21211 }, "invalid-number", true],
    [{ status: 400, code: 21610 }, "opted-out", true],
    [{ status: 400, code: 21614 }, "not-mobile", true],
    [{ code: 30003 }, "unreachable", true],
    [{ code: 30004 }, "blocked", true],
    [{ code: 30005 }, "invalid-number", true],
    [{ code: 30006 }, "not-mobile", true],
    [{ code: 30007 }, "blocked", true],
    [{ code: 30008 }, "unavailable", false],
    [{ code: 30001 }, "unavailable", false],
    [{ status: 401, code: 20003 }, "unavailable", false],
    [{ status: 429, code: 20429 }, "unavailable", false],
    [{ status: 429 }, "unavailable", false],
    [{ status: 408 }, "unavailable", false],
    [{ status: 400, code: 12345 }, "rejected", true],
    [{ status: 404 }, "rejected", true],
    [{ status: 500, code: 20500 }, "unavailable", false],
    [{ code: 99999 }, "unavailable", false],
    [{}, "unavailable", false],
  ] as const)("%j is %s, permanent: %s", (facts, reason, permanent) => {
    expect(classifyTwilioError(facts)).toEqual({ reason, permanent });
  });
});

describe("toSmsStatus", () => {
  it.each([
    ["accepted", "queued"],
    ["scheduled", "queued"],
    ["queued", "queued"],
    ["sending", "queued"],
    ["sent", "sent"],
    ["delivered", "delivered"],
    ["read", "delivered"],
    ["undelivered", "undelivered"],
    ["partially_delivered", "undelivered"],
    ["failed", "failed"],
    ["canceled", "failed"],
    ["received", null],
    ["receiving", null],
    ["constructor", null],
    ["", null],
  ])("%j is %j", (twilioStatus, status) => {
    expect(toSmsStatus(twilioStatus)).toBe(status);
  });
});
