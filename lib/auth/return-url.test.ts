import { loginUrlFor, sanitizeReturnUrl } from "./return-url";

describe("sanitizeReturnUrl", () => {
  it.each([
    ["/profile", "/profile"],
    ["/order/42/edit?tab=extras#address", "/order/42/edit?tab=extras#address"],
    ["  /booking  ", "/booking"],
    ["/search?q=a%20b", "/search?q=a%20b"],
    ["/", "/"],
  ])("keeps the same-site path %j", (raw, expected) => {
    expect(sanitizeReturnUrl(raw)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "//evil.com/path",
    "/\\evil.com",
    "\\\\evil.com",
    "/\\/evil.com",
    "https:evil.com",
    "https://evil.com",
    "http://evil.com",
    "HTTP://EVIL.COM",
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "  javascript:alert(1)",
    "%2F%2Fevil.com",
    "%2f%2fevil.com",
    "/%2Fevil.com",
    "/%5Cevil.com",
    "%252F%252Fevil.com",
    "%25252F%25252Fevil.com",
    "%68%74%74%70%3A%2F%2Fevil.com",
    "javascript%3Aalert(1)",
    " //evil.com",
    "\t//evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "%09//evil.com",
    "/%09/evil.com",
    "%0d%0a//evil.com",
    "evil.com",
    "data:text/html,<script>alert(1)</script>",
    "%E0%A4%A",
    "",
  ])("sends %j to the home page", (raw) => {
    expect(sanitizeReturnUrl(raw)).toBe("/");
  });

  it.each(["/.//evil.example/x", "/..//evil.example/x", "/%2e%2e//evil.example/x", "/a/../..//evil.example/x", "/./\\evil.example", "/a/..//%2F/evil.example"])(
    "sends %j home: dot segments must not collapse into a protocol-relative URL",
    (raw) => {
      expect(sanitizeReturnUrl(raw)).toBe("/");
    },
  );

  it("still resolves harmless dot segments", () => {
    expect(sanitizeReturnUrl("/a/../profile")).toBe("/profile");
  });

  it("refuses what is not a string", () => {
    expect(sanitizeReturnUrl(undefined)).toBe("/");
    expect(sanitizeReturnUrl(["/profile"])).toBe("/");
    expect(sanitizeReturnUrl(null, "/login")).toBe("/login");
  });
});

describe("loginUrlFor", () => {
  it("carries the attempted URL, encoded", () => {
    expect(loginUrlFor("/order/7?x=1")).toBe("/login?returnUrl=%2Forder%2F7%3Fx%3D1");
    expect(loginUrlFor("//evil.com")).toBe("/login");
  });
});
