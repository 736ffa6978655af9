import { afterSignInUrl, homeFor, SIGNED_IN_LANDING_PATH } from "./landing";

describe("where sign-in lands", () => {
  it("gives staff the panel, cleaners their jobs and customers the home page", () => {
    expect(["SuperAdmin", "Admin", "Moderator", "Cleaner", "Customer"].map((role) => homeFor(role as Parameters<typeof homeFor>[0]))).toEqual([
      "/admin",
      "/admin",
      "/admin",
      "/cleaner/cabinet",
      "/",
    ]);
  });

  it("lets a return URL win, and lands by role without one (or with an unsafe one)", () => {
    expect(afterSignInUrl("/order/42?tab=receipt")).toBe("/order/42?tab=receipt");
    expect(afterSignInUrl("/")).toBe("/");
    expect(afterSignInUrl(undefined)).toBe(SIGNED_IN_LANDING_PATH);
    expect(afterSignInUrl("https://evil.example")).toBe(SIGNED_IN_LANDING_PATH);
  });
});
