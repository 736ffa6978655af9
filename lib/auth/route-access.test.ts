import { decideAccess, rendersPerRequest, ruleFor, type MaintenanceState } from "./route-access";
import type { Role } from "@/lib/kernel/enums/roles";
import { localeHref } from "@/lib/kernel/i18n/paths";

type Who = "visitor" | Role;
const EVERYONE: Who[] = ["visitor", "Customer", "Cleaner", "Moderator", "Admin", "SuperAdmin"];
const STAFF_AND_CLEANERS: Who[] = ["Cleaner", "Moderator", "Admin", "SuperAdmin"];

function decide(url: string, who: Who, maintenance: MaintenanceState = false) {
  const parsed = new URL(url, "http://site.test");
  return decideAccess({ pathname: parsed.pathname, search: parsed.search }, who === "visitor" ? null : { role: who }, maintenance);
}

const allow = { kind: "allow" };
const to = (path: string) => ({ kind: "redirect", to: path });
/** Maintenance sends people to /maintenance with the page they wanted, to return to it afterwards. */
const held = (path: string) => to(`/maintenance?returnUrl=${encodeURIComponent(path)}`);

describe("the route table of docs/product.md", () => {
  const openPaths = [
    "/",
    "/about",
    "/service-page",
    "/services/residential-cleaning",
    "/services/residential-cleaning/kitchen",
    "/services/deep-cleaning",
    "/services/queens-cleaning",
    "/privacy-policy",
    "/terms-and-conditions",
    "/auth/verify-email",
    "/auth/verify-email-notice",
    "/maintenance",
    "/some-unknown-page",
  ];

  describe.each(openPaths)("%s (open, even in maintenance)", (path) => {
    it.each(EVERYONE)("lets %s in", (who) => {
      expect(decide(path, who, false)).toEqual(allow);
      expect(decide(path, who, true)).toEqual(allow);
    });
  });

  describe.each(["/booking", "/contact", "/poll-success"])("%s (maintenance check only)", (path) => {
    it.each(EVERYONE)("lets %s in when maintenance is off or unknown", (who) => {
      expect(decide(path, who, false)).toEqual(allow);
      expect(decide(path, who, "unknown")).toEqual(allow);
    });
    it.each(["visitor", "Customer"] as Who[])("sends %s to /maintenance when it is on", (who) => {
      expect(decide(path, who, true)).toEqual(held(path));
    });
    it.each(STAFF_AND_CLEANERS)("lets %s through maintenance", (who) => {
      expect(decide(path, who, true)).toEqual(allow);
    });
  });

  describe("/login (logged-out users only)", () => {
    it("lets a visitor in, in maintenance too", () => {
      expect(decide("/login", "visitor")).toEqual(allow);
      expect(decide("/login?returnUrl=%2Fprofile", "visitor", true)).toEqual(allow);
    });
    it.each(EVERYONE.filter((w) => w !== "visitor"))("sends a signed-in %s to /", (who) => {
      expect(decide("/login", who)).toEqual(to("/"));
    });
  });

  describe.each(["/auth/forgot-password", "/auth/reset-password"])("%s (logged-out only, maintenance check)", (path) => {
    it("lets a visitor in, unless maintenance is on", () => {
      expect(decide(path, "visitor")).toEqual(allow);
      expect(decide(path, "visitor", "unknown")).toEqual(allow);
      expect(decide(`${path}?token=abc`, "visitor", true)).toEqual(held(`${path}?token=abc`));
    });
    it.each(EVERYONE.filter((w) => w !== "visitor"))("sends a signed-in %s to /", (who) => {
      expect(decide(path, who)).toEqual(to("/"));
    });
  });

  const accountPaths = [
    "/profile",
    "/change-password",
    "/profile/orders",
    "/order/123",
    "/order/123/edit",
    "/booking-confirmation",
    "/gift-cards",
    "/gift-cards/test-checkout",
    "/change-email",
    "/gift-card-confirmation",
  ];

  describe.each(accountPaths)("%s (logged-in user, maintenance check)", (path) => {
    it("sends a visitor to /login with the attempted URL", () => {
      expect(decide(`${path}?from=email`, "visitor")).toEqual(to(`/login?returnUrl=${encodeURIComponent(`${path}?from=email`)}`));
      expect(decide(path, "visitor", true)).toEqual(to(`/login?returnUrl=${encodeURIComponent(path)}`));
    });
    it.each(EVERYONE.filter((w) => w !== "visitor"))("lets %s in when maintenance is off or unknown", (who) => {
      expect(decide(path, who)).toEqual(allow);
      expect(decide(path, who, "unknown")).toEqual(allow);
    });
    it("sends a customer to /maintenance when it is on, and lets staff and cleaners through", () => {
      expect(decide(path, "Customer", true)).toEqual(held(path));
      expect(decide(`${path}?tab=2`, "Customer", true)).toEqual(held(`${path}?tab=2`));
      for (const who of STAFF_AND_CLEANERS) expect(decide(path, who, true)).toEqual(allow);
    });
  });

  describe.each(["/admin", "/admin/users", "/admin/orders/42"])("%s (SuperAdmin, Admin, Moderator)", (path) => {
    it("sends a visitor to /login with the attempted URL", () => {
      expect(decide(path, "visitor")).toEqual(to(`/login?returnUrl=${encodeURIComponent(path)}`));
    });
    it.each(["Customer", "Cleaner"] as Who[])("forbids a signed-in %s (the page answers 403), never a silent trip home", (who) => {
      expect(decide(path, who)).toEqual({ kind: "forbidden" });
    });
    it.each(["Moderator", "Admin", "SuperAdmin"] as Who[])("lets %s in, in maintenance too", (who) => {
      expect(decide(path, who)).toEqual(allow);
      expect(decide(path, who, true)).toEqual(allow);
    });
  });

  describe("/cleaner/cabinet (Cleaner and above)", () => {
    it("sends a visitor to /login and forbids a customer (the page answers 403)", () => {
      expect(decide("/cleaner/cabinet", "visitor")).toEqual(to("/login?returnUrl=%2Fcleaner%2Fcabinet"));
      expect(decide("/cleaner/cabinet", "Customer")).toEqual({ kind: "forbidden" });
    });
    it.each(STAFF_AND_CLEANERS)("lets %s in, in maintenance too", (who) => {
      expect(decide("/cleaner/cabinet", who, true)).toEqual(allow);
    });
  });

  describe("the same table for the Spanish pages (/es/…, docs/architecture.md, \"Languages\")", () => {
    const tablePaths = [
      ...openPaths,
      "/booking",
      "/contact",
      "/poll-success",
      "/login",
      "/auth/forgot-password",
      "/auth/reset-password",
      ...accountPaths,
      "/admin",
      "/admin/users",
      "/cleaner/cabinet",
    ];
    const spanish = (path: string) => (path === "/" ? "/es" : `/es${path}`);

    it.each(tablePaths)("%s under /es decides as in English, and its redirects keep the language", (path) => {
      for (const who of EVERYONE) {
        for (const maintenance of [false, true, "unknown"] as const) {
          const english = decide(path, who, maintenance);
          const inSpanish = decide(spanish(path), who, maintenance);
          // The way back names the Spanish page; the page sent to is Spanish where it exists.
          const expected = english.kind === "redirect" ? to(localeHref("es", english.to.replace(encodeURIComponent(path), encodeURIComponent(spanish(path))))) : english;
          expect(inSpanish).toEqual(expected);
          expect(rendersPerRequest(ruleFor(spanish(path)))).toBe(rendersPerRequest(ruleFor(path)));
        }
      }
    });

    it("sends a signed-in user from the Spanish login to the Spanish home, and keeps the Spanish page as the way back", () => {
      expect(decide("/es/login", "Customer")).toEqual(to("/es"));
      expect(decide("/es/booking", "visitor", true)).toEqual(held("/es/booking"));
      expect(decide("/es/profile", "visitor")).toEqual(to("/login?returnUrl=%2Fes%2Fprofile"));
    });

    it("takes only the /es segment for Spanish, not a path that starts with the letters", () => {
      expect(ruleFor("/espresso")).toEqual({});
      expect(ruleFor("/es/admin")).toEqual(ruleFor("/admin"));
    });
  });

  it("does not mistake look-alike paths for protected ones", () => {
    expect(decide("/administrator", "visitor")).toEqual(allow);
    expect(decide("/profile-photos", "visitor")).toEqual(allow);
    expect(decide("/profile/", "visitor")).toEqual(to("/login?returnUrl=%2Fprofile%2F"));
  });
});

describe("rendersPerRequest (which pages can carry a per-request CSP nonce)", () => {
  it("holds for pages that check the session on the server", () => {
    for (const path of ["/login", "/auth/forgot-password", "/profile", "/profile/orders", "/order/42", "/admin", "/admin/orders", "/cleaner/cabinet"]) {
      expect([path, rendersPerRequest(ruleFor(path))]).toEqual([path, true]);
    }
  });

  it("holds for open pages that read the request (a token, a return URL, the live maintenance flag)", () => {
    for (const path of ["/auth/verify-email", "/auth/verify-email-notice", "/auth/confirm-email", "/maintenance", "/poll/3f2a9c", "/poll/3f2a9c/"]) {
      expect([path, rendersPerRequest(ruleFor(path))]).toEqual([path, true]);
    }
  });

  it("does not hold for pages Next prerenders at build time", () => {
    for (const path of ["/", "/about", "/booking", "/contact", "/poll-success", "/poll", "/services/residential-cleaning", "/privacy-policy", "/auth/verify-emails"]) {
      expect([path, rendersPerRequest(ruleFor(path))]).toEqual([path, false]);
    }
  });
});
