import { isMalformedPath } from "./malformed-path";

describe("isMalformedPath", () => {
  it.each(["/api/orders/%E0%A4%A", "/services/%C0%AF", "/boroughs/%ED%A0%80", "/api/orders/%", "/a%zz"])("refuses %s", (path) => {
    expect(isMalformedPath(path)).toBe(true);
  });

  it.each(["/", "/services/deep-cleaning", "/boroughs/caf%C3%A9", "/api/orders/0b6f2c7e-5d0a-4f51-9a3c-2f3f8f3e9d11", "/search/a%20b"])("lets %s through", (path) => {
    expect(isMalformedPath(path)).toBe(false);
  });
});
