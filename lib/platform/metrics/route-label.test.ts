import { routeLabel } from "./route-label";

describe("routeLabel", () => {
  it.each([
    ["/", 200, "/"],
    ["/services/deep-cleaning", 200, "/services/deep-cleaning"],
    ["/api/orders/0b6f3c1e-8f0a-4c55-9c3e-2b1f7f6f0a11/calendar.ics", 200, "/api/orders/:id/calendar.ics"],
    ["/api/admin/users/42/block", 200, "/api/admin/users/:id/block"],
    ["/userManagementHub/negotiate", 200, "/userManagementHub/negotiate"],
    ["/_next/static/chunks/app-3f9a.js", 200, "/_next/static"],
    ["/_next/image", 200, "/_next"],
    ["/wp-login.php", 404, "unmatched"],
    ["/api/quote", 405, "unmatched"],
    ["/a/b/c/d/e/f/g", 200, "/a/b/c/d/e/f/…"],
  ])("%s (%d) is counted as %s", (path, status, label) => {
    expect(routeLabel(path, status)).toBe(label);
  });
});
