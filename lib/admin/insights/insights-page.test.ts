/**
 * Who gets the owner's charts on /admin (docs/product.md, "The owner's charts"): Admins and the
 * SuperAdmin; a Moderator sees the day-to-day dashboard without them, and nobody else opens the
 * admin panel at all (requireAdminPage("operations.view") on the page).
 */
import { ROLES } from "@/lib/kernel/enums/roles";
import { can } from "@/lib/kernel/enums/abilities";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { insightsPageView } from "./insights-page";

jest.setTimeout(60_000);

const NOW = new Date("2026-03-05T15:00:00Z");

describe("the owner's charts on the dashboard", () => {
  useTestDatabase("pglite", { install: true });

  it("are for Admins and the SuperAdmin only", async () => {
    const shown: Record<string, boolean> = {};
    for (const role of ROLES) shown[role] = (await insightsPageView({ role }, {}, NOW)) !== null;
    expect(shown).toEqual({ Customer: false, Cleaner: false, Moderator: false, Admin: true, SuperAdmin: true });
    // Every role that sees them opens the dashboard they sit on.
    for (const role of ROLES) if (shown[role]) expect(can(role, "operations.view") && can(role, "adminPanel.open")).toBe(true);
  });

  it("reads the range from the address and says what was wrong with it", async () => {
    const view = await insightsPageView({ role: "Admin" }, { range: "custom", from: "2026-02-02", to: ["2026-02-15", "2026-03-01"] }, NOW);
    expect(view?.preset).toBe("custom");
    expect(view?.rangeLabel).toBe("February 2, 2026 to February 15, 2026");
    expect(view?.charts.find((chart) => chart.id === "revenue")?.rows.map((row) => row.category)).toEqual(["Feb 2", "Feb 9"]);
    const wrong = await insightsPageView({ role: "SuperAdmin" }, { range: "custom", from: "2026-02-15", to: "2026-02-02" }, NOW);
    expect(wrong?.errors).toEqual({ to: "The last day must not be before the first" });
    expect(wrong?.charts[0]?.rows).toHaveLength(13);
  });
});
