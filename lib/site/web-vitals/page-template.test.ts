import { readdirSync } from "node:fs";
import path from "node:path";
import { allBoroughPages, allServicePages } from "@/lib/site/content";
import { servicesRouteParams } from "@/lib/site/services-route";
import { PAGE_TEMPLATES, pageTemplateOf } from "./page-template";

const APP = path.resolve(__dirname, "../../../app");

/** Every page.tsx under app/ as the address it serves: route groups dropped, a dynamic segment as a sample id. */
function pageAddresses(folder = APP, segments: string[] = []): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === "page.tsx") found.push(`/${segments.join("/")}`);
    if (!entry.isDirectory() || entry.name === "api") continue;
    const name = entry.name;
    const segment = /^\(.*\)$/.test(name) ? null : /^\[.*\]$/.test(name) ? "7f3c2a9e" : name;
    found.push(...pageAddresses(path.join(folder, name), segment === null ? segments : [...segments, segment]));
  }
  return found;
}

describe("pageTemplateOf", () => {
  it("names the public pages search engines judge", () => {
    expect(pageTemplateOf("/")).toBe("home");
    expect(pageTemplateOf("/service-page")).toBe("services");
    expect(pageTemplateOf("/services/deep-cleaning")).toBe("service");
    expect(pageTemplateOf("/services/residential-cleaning/kitchen")).toBe("service");
    expect(pageTemplateOf("/services/queens-cleaning")).toBe("borough");
    expect(pageTemplateOf("/about")).toBe("about");
    expect(pageTemplateOf("/contact")).toBe("contact");
    expect(pageTemplateOf("/privacy-policy")).toBe("legal");
    expect(pageTemplateOf("/terms-and-conditions")).toBe("legal");
    expect(pageTemplateOf("/booking")).toBe("booking");
  });

  it("folds pages that carry ids or tokens into their area, so no address is counted", () => {
    expect(pageTemplateOf("/order/5b0e6f0c-1d2e-4f3a-9b8c-7d6e5f4a3b2c/edit")).toBe("account");
    expect(pageTemplateOf("/pay/5b0e6f0c-1d2e-4f3a-9b8c-7d6e5f4a3b2c")).toBe("account");
    expect(pageTemplateOf("/poll/q1w2e3r4t5y6u7i8o9p0")).toBe("poll");
    expect(pageTemplateOf("/auth/reset-password")).toBe("sign-in");
    expect(pageTemplateOf("/admin/users/5b0e6f0c")).toBe("admin");
    expect(pageTemplateOf("/cleaner/cabinet/jobs/42")).toBe("cleaner");
  });

  it("reads a trailing slash as the page itself, and anything unknown as other", () => {
    expect(pageTemplateOf("/about/")).toBe("about");
    expect(pageTemplateOf("/services/")).toBe("other");
    expect(pageTemplateOf("/services/window-washing")).toBe("other");
    expect(pageTemplateOf("/services/deep-cleaning/extra")).toBe("other");
    expect(pageTemplateOf("/profiles")).toBe("other");
    expect(pageTemplateOf("/maintenance")).toBe("other");
    expect(pageTemplateOf("/wp-login.php")).toBe("other");
  });

  it("counts a Spanish page under its English twin's template", () => {
    expect(pageTemplateOf("/es")).toBe("home");
    expect(pageTemplateOf("/es/services/deep-cleaning")).toBe("service");
    expect(pageTemplateOf("/es/services/queens-cleaning/")).toBe("borough");
    expect(pageTemplateOf("/espresso")).toBe("other");
  });

  it("knows every service and borough page of the content", () => {
    for (const page of allServicePages) expect([page.path, pageTemplateOf(page.path)]).toEqual([page.path, "service"]);
    for (const page of allBoroughPages) expect([page.path, pageTemplateOf(page.path)]).toEqual([page.path, "borough"]);
    for (const { slug } of servicesRouteParams()) expect(pageTemplateOf(`/services/${slug.join("/")}`)).not.toBe("other");
  });

  it("gives every page under app/ a template of its own, but the maintenance notice", () => {
    const addresses = pageAddresses();
    expect(addresses).toEqual(expect.arrayContaining(["/", "/login", "/booking", "/admin/orders/7f3c2a9e"]));
    const unnamed = addresses.filter((address) => pageTemplateOf(address) === "other");
    // /services/[...slug] (and its Spanish twin) is covered above with its real slugs; /es/[...missing] is the Spanish 404.
    expect(unnamed.sort()).toEqual(["/es/7f3c2a9e", "/es/services/7f3c2a9e", "/maintenance", "/services/7f3c2a9e"]);
  });

  it("lists each template once", () => {
    expect(new Set(PAGE_TEMPLATES).size).toBe(PAGE_TEMPLATES.length);
  });
});
