import { referralCodeFromCookie, referralCookieIn, referralCookieValue, REFERRAL_COOKIE } from "./referral-cookie";

const SECRET = "a-test-secret-that-is-long-enough-to-use-here";
const NOW = new Date("2026-03-02T15:00:00.000Z");
const DAY = 86_400_000;

describe("the referral cookie", () => {
  it("gives the code back for 30 days, and not after", () => {
    const { value, expires } = referralCookieValue("K7M3QX9P", NOW, SECRET);
    expect(expires.getTime() - NOW.getTime()).toBe(30 * DAY);
    expect(referralCodeFromCookie(value, new Date(NOW.getTime() + 29 * DAY), SECRET)).toBe("K7M3QX9P");
    expect(referralCodeFromCookie(value, expires, SECRET)).toBeNull();
  });

  it("refuses a changed code, a stretched expiry, another key and junk", () => {
    const { value } = referralCookieValue("K7M3QX9P", NOW, SECRET);
    const [, expiry, mac] = value.split(".");
    expect(referralCodeFromCookie(`K7M3QX9Q.${expiry}.${mac}`, NOW, SECRET)).toBeNull();
    expect(referralCodeFromCookie(`K7M3QX9P.${Number(expiry) + DAY}.${mac}`, NOW, SECRET)).toBeNull();
    expect(referralCodeFromCookie(value, NOW, `${SECRET}-other`)).toBeNull();
    expect(referralCodeFromCookie(value, NOW, undefined)).toBeNull();
    for (const junk of ["", "abc", "K7M3QX9P", "a.b.c.d", `${"x".repeat(300)}`]) expect(referralCodeFromCookie(junk, NOW, SECRET)).toBeNull();
  });

  it("is found among the request's cookies", () => {
    const headers = new Headers({ cookie: `theme=dark; ${REFERRAL_COOKIE}=K7M3QX9P.1.abc; other=1` });
    expect(referralCookieIn(headers)).toBe("K7M3QX9P.1.abc");
    expect(referralCookieIn(new Headers())).toBeUndefined();
  });
});
