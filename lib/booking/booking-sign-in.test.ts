import { bookingSignInUrl, registrationPrefill } from "./booking-sign-in";

describe("signing up from the booking form", () => {
  it("sends someone new on this device to Create account, and a returning one to Sign in, both back to /booking", () => {
    expect(bookingSignInUrl(false)).toBe("/login?tab=register&returnUrl=%2Fbooking");
    expect(bookingSignInUrl(true)).toBe("/login?returnUrl=%2Fbooking");
  });

  it("fills Create account with the name and email typed in step 4", () => {
    expect(registrationPrefill({ contact: { name: "  Mary Ann  Lopez ", phone: "", email: " mary@example.com " } })).toEqual({ firstName: "Mary Ann", lastName: "Lopez", email: "mary@example.com" });
    expect(registrationPrefill({ contact: { name: "Cher", phone: "", email: "" } })).toEqual({ firstName: "Cher", lastName: "", email: "" });
    expect(registrationPrefill({ contact: { name: " ", phone: "(718) 555-0100", email: "" } })).toBeNull();
    expect(registrationPrefill(null)).toBeNull();
  });
});
