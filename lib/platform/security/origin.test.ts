import { isSiteOrigin } from "./origin";

describe("isSiteOrigin: exact origins, never just the host", () => {
  it("with PUBLIC_URL, accepts only its origin", () => {
    const site = { publicUrl: "https://www.boroughbright.nyc", publicUrlConfigured: true, requestHost: "www.boroughbright.nyc" };
    expect(isSiteOrigin("https://www.boroughbright.nyc", site)).toBe(true);
    for (const origin of ["http://www.boroughbright.nyc", "https://evil@www.boroughbright.nyc", "https://www.boroughbright.nyc.evil.test", "http://localhost:3000", "http://127.0.0.1:3000", "null"]) {
      expect({ origin, allowed: isSiteOrigin(origin, site) }).toEqual({ origin, allowed: false });
    }
  });

  it("without PUBLIC_URL, accepts the host the request was sent to with its scheme, and nothing looser", () => {
    const site = { publicUrl: "http://localhost:4100", publicUrlConfigured: false, requestHost: "192.168.1.20:4100" };
    expect(isSiteOrigin("http://192.168.1.20:4100", site)).toBe(true);
    for (const origin of ["https://192.168.1.20:4100", "http://evil@192.168.1.20:4100", "http://evil:pw@192.168.1.20:4100", "http://192.168.1.20:4100/", "http://192.168.1.20:4101", "null", "not a url"]) {
      expect({ origin, allowed: isSiteOrigin(origin, site) }).toEqual({ origin, allowed: false });
    }
  });

  it("without PUBLIC_URL, accepts both loopback names on the site's port, whichever one the request named", () => {
    for (const requestHost of ["localhost:4100", "127.0.0.1:4100", null]) {
      const site = { publicUrl: "http://localhost:4100", publicUrlConfigured: false, requestHost };
      expect(isSiteOrigin("http://localhost:4100", site)).toBe(true);
      expect(isSiteOrigin("http://127.0.0.1:4100", site)).toBe(true);
      expect(isSiteOrigin("https://127.0.0.1:4100", site)).toBe(false);
      expect(isSiteOrigin("http://evil@127.0.0.1:4100", site)).toBe(false);
      expect(isSiteOrigin("http://127.0.0.1:4101", site)).toBe(false);
    }
  });
});
