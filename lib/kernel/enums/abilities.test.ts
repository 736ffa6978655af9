import { ABILITIES, can, holdersOf, type Ability } from "./abilities";
import { ROLES, type Role } from "./roles";

/** Every ability `can` grants the role. */
function abilitiesOf(role: Role | null | undefined): Ability[] {
  return ABILITIES.filter((ability) => can(role, ability));
}

/**
 * The tables of docs/product.md#staff-abilities and docs/product.md#pages-and-who-may-open-them,
 * written out again by hand, row by row, so a change to abilities.ts that drifts from the
 * product tables fails here.
 */
const TABLE: Record<Ability, Record<Role, boolean>> = {
  // /admin/…: Moderator, Admin, SuperAdmin
  "adminPanel.open": { Customer: false, Cleaner: false, Moderator: true, Admin: true, SuperAdmin: true },
  // /cleaner/cabinet: Cleaner, Moderator, Admin, SuperAdmin
  "cleanerCabinet.open": { Customer: false, Cleaner: true, Moderator: true, Admin: true, SuperAdmin: true },
  // maintenance: only staff (Cleaner and up) pass
  "maintenance.bypass": { Customer: false, Cleaner: true, Moderator: true, Admin: true, SuperAdmin: true },
  // block, unblock, force logout a Customer or Cleaner: yes, yes, yes (the rest is the per-target policy)
  "users.manage": { Customer: false, Cleaner: false, Moderator: true, Admin: true, SuperAdmin: true },
  // see users, orders, leads, schedule: yes, yes, yes
  "operations.view": { Customer: false, Cleaner: false, Moderator: true, Admin: true, SuperAdmin: true },
  // confirm orders, assign cleaners, change status, cancel: yes, yes, yes
  "orders.manage": { Customer: false, Cleaner: false, Moderator: true, Admin: true, SuperAdmin: true },
  // leads are worked like orders (status, notes) by everyone who sees them
  "leads.manage": { Customer: false, Cleaner: false, Moderator: true, Admin: true, SuperAdmin: true },
  // read and answer texts in the staff inbox: yes, yes, yes
  "messages.manage": { Customer: false, Cleaner: false, Moderator: true, Admin: true, SuperAdmin: true },
  // special offers (create, edit, assign): no, yes, yes
  "offers.manage": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
  // gift cards (view, void): no, yes, yes
  "giftCards.manage": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
  // payments needing attention (retry, mark paid, write off), billing settings: no, yes, yes (docs/payments.md)
  "payments.manage": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
  // adjust a customer's account credit (up or down, with a reason): no, yes, yes
  "credit.adjust": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
  // payroll (pay rules, periods, adjustments, approval, export): no, yes, yes
  "payroll.manage": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
  // pricing, settings: no, yes, yes
  "settings.pricing": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
  // maintenance mode on or off: no, yes, yes
  "settings.maintenance": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
  // an audit log that Admins can read
  "audit.read": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
  // the owner's charts (revenue, repeat customers, ratings by cleaner…): no, yes, yes
  "insights.view": { Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true },
};

/** The abilities of the admin panel's sections: the rows of the panel's own table (the other areas' abilities left out). */
const SECTION_ABILITIES: Ability[] = ["operations.view", "orders.manage", "leads.manage", "messages.manage", "offers.manage", "giftCards.manage", "payments.manage", "credit.adjust", "payroll.manage", "settings.pricing", "settings.maintenance", "audit.read", "insights.view"];

describe("the table of abilities", () => {
  const cells = ABILITIES.flatMap((ability) => ROLES.map((role) => [ability, role, TABLE[ability][role]] as const));

  it.each(cells)("%s for a %s is %s", (ability, role, expected) => {
    expect(can(role, ability)).toBe(expected);
  });

  it("gives nothing to nobody", () => {
    expect(can(null, "operations.view")).toBe(false);
    expect(can(undefined, "orders.manage")).toBe(false);
    expect(abilitiesOf(null)).toEqual([]);
  });

  it("lists a role's abilities", () => {
    const sections = (role: Role) => abilitiesOf(role).filter((ability) => SECTION_ABILITIES.includes(ability));
    expect(sections("Moderator")).toEqual(["operations.view", "orders.manage", "leads.manage", "messages.manage"]);
    expect(sections("Admin")).toEqual(SECTION_ABILITIES);
    expect(sections("Cleaner")).toEqual([]);
    expect(abilitiesOf("Moderator")).toEqual(["adminPanel.open", "cleanerCabinet.open", "maintenance.bypass", "users.manage", "operations.view", "orders.manage", "leads.manage", "messages.manage"]);
    expect(abilitiesOf("Admin")).toEqual([...ABILITIES]);
    expect(abilitiesOf("Cleaner")).toEqual(["cleanerCabinet.open", "maintenance.bypass"]);
    expect(abilitiesOf("Customer")).toEqual([]);
  });

  it("gives every ability of the admin panel only to roles that open the panel", () => {
    const panelOnly = ABILITIES.filter((ability) => ability !== "cleanerCabinet.open" && ability !== "maintenance.bypass");
    for (const ability of panelOnly) expect(holdersOf(ability).every((role) => can(role, "adminPanel.open"))).toBe(true);
  });

  it("lists the holders of an ability in the order of ROLES, for a database filter", () => {
    expect(holdersOf("cleanerCabinet.open")).toEqual(["SuperAdmin", "Admin", "Moderator", "Cleaner"]);
    expect(holdersOf("audit.read")).toEqual(["SuperAdmin", "Admin"]);
  });
});
