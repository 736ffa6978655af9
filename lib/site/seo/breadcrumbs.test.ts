import { allBoroughPages, allServicePages } from "@/lib/site/content";
import { boroughCrumbs, serviceCrumbs, topLevelCrumbs } from "./breadcrumbs";

describe("breadcrumbs", () => {
  it("puts top-level pages under Home", () => {
    expect(topLevelCrumbs({ path: "/about" }, "About")).toEqual([
      { name: "Home", path: "/" },
      { name: "About", path: "/about" },
    ]);
  });

  it("puts a service under Services", () => {
    const deep = allServicePages.find((page) => page.slug === "deep-cleaning");
    if (!deep) throw new Error("missing content");
    expect(serviceCrumbs(deep).map((c) => c.path)).toEqual(["/", "/service-page", "/services/deep-cleaning"]);
  });

  it("puts a focus page under its residential parent", () => {
    const kitchen = allServicePages.find((page) => page.slug === "residential-cleaning/kitchen");
    const parent = allServicePages.find((page) => page.slug === "residential-cleaning");
    if (!kitchen || !parent) throw new Error("missing content");
    expect(serviceCrumbs(kitchen, parent)).toEqual([
      { name: "Home", path: "/" },
      { name: "Services", path: "/service-page" },
      { name: "Residential Cleaning", path: "/services/residential-cleaning" },
      { name: "Kitchen Cleaning", path: "/services/residential-cleaning/kitchen" },
    ]);
  });

  it("names a borough page after its borough", () => {
    const queens = allBoroughPages.find((page) => page.slug === "queens-cleaning");
    if (!queens) throw new Error("missing content");
    expect(boroughCrumbs(queens).at(-1)).toEqual({ name: "Queens", path: "/services/queens-cleaning" });
  });
});
