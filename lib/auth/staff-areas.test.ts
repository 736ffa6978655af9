import { currentStaffArea, staffAreasFor } from "./staff-areas";

describe("staff areas", () => {
  it("offers a Cleaner the cabinet only, and an Admin both areas", () => {
    expect(staffAreasFor("Cleaner").map((area) => area.label)).toEqual(["My jobs"]);
    expect(staffAreasFor("Admin").map((area) => area.label)).toEqual(["Admin panel", "My jobs"]);
  });

  it("names the area of a path, its own page or one below it, and nothing for a look-alike path", () => {
    const areas = staffAreasFor("Admin");
    expect(currentStaffArea(areas, "/cleaner/cabinet")?.label).toBe("My jobs");
    expect(currentStaffArea(areas, "/cleaner/cabinet/jobs/0b6f1d3c-5b7a-4e59-9a51-0d5d2c1f4e10")?.label).toBe("My jobs");
    expect(currentStaffArea(areas, "/admin/orders")?.label).toBe("Admin panel");
    expect(currentStaffArea(areas, "/administration")).toBeUndefined();
    expect(currentStaffArea(areas, "/")).toBeUndefined();
  });
});
