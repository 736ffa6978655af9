import { ROLES, type Role } from "@/lib/platform/db/schema/users";
import { ADMIN_ABILITIES, ADMIN_SECTIONS, can, canActOnOrder, canGiveOfferTo, sectionsFor, type AdminAbility } from "./permissions";

/** Every ability `can` grants the role. */
function abilitiesOf(role: Role | null | undefined): AdminAbility[] {
  return ADMIN_ABILITIES.filter((ability) => can(role, ability));
}

/**
 * The table of docs/product.md#staff-abilities, written out again by hand, row by row, so a change to
 * permissions.ts that drifts from the product table fails here.
 */
const TABLE: Record<AdminAbility, Record<Role, boolean>> = {
  // see users, orders, leads, schedule: yes, yes, yes
  "operations.view": { Customer: false, Cleaner: false, Moderator: true, Admin: true, SuperAdmin: true },
  // confirm orders, assign cleaners, change status, cancel: yes, yes, yes
  "orders.manage": { Customer: false, Cleaner: false, Moderator: true, Admin: true, SuperAdmin: true },
  // leads are worked like orders (status, notes) by everyone who sees them
  "leads.manage": { Customer: false, Cleaner: false, Moderator: true, Admin: true, SuperAdmin: true },
  // special offers (create, edit, assign): no, yes, yes
  "offers.manage": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
  // gift cards (view, void): no, yes, yes
  "giftCards.manage": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
  // payments needing attention (retry, mark paid, write off), billing settings: no, yes, yes (docs/payments.md)
  "payments.manage": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
  // pricing, settings: no, yes, yes
  "settings.pricing": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
  // maintenance mode on or off: no, yes, yes
  "settings.maintenance": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
  // an audit log that Admins can read
  "audit.read": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
};

describe("admin abilities", () => {
  const cells = ADMIN_ABILITIES.flatMap((ability) => ROLES.map((role) => [ability, role, TABLE[ability][role]] as const));

  it.each(cells)("%s for a %s is %s", (ability, role, expected) => {
    expect(can(role, ability)).toBe(expected);
  });

  it("gives nothing to nobody", () => {
    expect(can(null, "operations.view")).toBe(false);
    expect(can(undefined, "orders.manage")).toBe(false);
    expect(abilitiesOf(null)).toEqual([]);
  });

  it("lists a role's abilities", () => {
    expect(abilitiesOf("Moderator")).toEqual(["operations.view", "orders.manage", "leads.manage"]);
    expect(abilitiesOf("Admin")).toEqual([...ADMIN_ABILITIES]);
    expect(abilitiesOf("Cleaner")).toEqual([]);
  });
});

describe("the side navigation", () => {
  it("hides offers, gift cards, pricing and settings, and the audit log from Moderators", () => {
    expect(sectionsFor("Moderator").map((section) => section.label)).toEqual(["Dashboard", "Orders", "Schedule", "Users", "Leads"]);
  });

  it("shows every section to Admins and the SuperAdmin", () => {
    expect(sectionsFor("Admin")).toEqual(ADMIN_SECTIONS);
    expect(sectionsFor("SuperAdmin")).toEqual(ADMIN_SECTIONS);
  });

  it("shows nothing to Customers and Cleaners", () => {
    expect(sectionsFor("Customer")).toEqual([]);
    expect(sectionsFor("Cleaner")).toEqual([]);
  });
});

describe("acting on an order", () => {
  const order = { customerId: "customer-1" };

  it.each(["Moderator", "Admin", "SuperAdmin"] as const)("lets a %s act on someone else's order", (role) => {
    expect(canActOnOrder({ id: "staff-1", role }, order)).toEqual({ allowed: true });
  });

  it.each(["Customer", "Cleaner"] as const)("refuses a %s", (role) => {
    expect(canActOnOrder({ id: "staff-1", role }, order)).toMatchObject({ allowed: false });
  });

  it.each(["Moderator", "Admin", "SuperAdmin"] as const)("refuses a %s acting on their own booking", (role) => {
    expect(canActOnOrder({ id: "customer-1", role }, order)).toEqual({ allowed: false, reason: expect.stringMatching(/booked yourself/) });
  });
});

describe("giving an offer to an account", () => {
  const target = (role: Role) => ({ id: "target", role });

  it.each(["Customer", "Cleaner", "Moderator", "Admin"] as const)("lets an Admin give one to a %s", (role) => {
    expect(canGiveOfferTo({ id: "admin", role: "Admin" }, target(role))).toEqual({ allowed: true });
  });

  it("refuses a Moderator", () => {
    expect(canGiveOfferTo({ id: "moderator", role: "Moderator" }, target("Customer"))).toMatchObject({ allowed: false });
  });

  it("refuses oneself and a SuperAdmin, even to the SuperAdmin", () => {
    expect(canGiveOfferTo({ id: "admin", role: "Admin" }, { id: "admin", role: "Admin" })).toEqual({ allowed: false, reason: expect.stringMatching(/own account/) });
    expect(canGiveOfferTo({ id: "admin", role: "Admin" }, target("SuperAdmin"))).toEqual({ allowed: false, reason: expect.stringMatching(/SuperAdmin/) });
    expect(canGiveOfferTo({ id: "root", role: "SuperAdmin" }, { id: "root", role: "SuperAdmin" })).toMatchObject({ allowed: false });
  });
});
