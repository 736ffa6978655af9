import type { Role } from "@/lib/platform/db/schema/users";
import { ADMIN_SECTIONS, canActOnOrder, canGiveOfferTo, sectionsFor } from "./permissions";

describe("the side navigation", () => {
  it("hides offers, gift cards, pricing and settings, and the audit log from Moderators", () => {
    expect(sectionsFor("Moderator").map((section) => section.label)).toEqual(["Dashboard", "Orders", "Schedule", "Time off", "Users", "Leads", "Messages"]);
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
