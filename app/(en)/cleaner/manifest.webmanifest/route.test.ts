import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { GET } from "./route";

describe("GET /cleaner/manifest.webmanifest", () => {
  it("answers an installable manifest for the cabinet: standalone, started at the cabinet, scoped to /cleaner/", async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      short_name: "BB Cabinet",
      start_url: "/cleaner/cabinet",
      scope: "/cleaner/",
      display: "standalone",
      theme_color: "#0f766e",
    });
    expect(String(manifest.start_url).startsWith(String(manifest.scope))).toBe(true);
  });

  it("lists icons that exist in public/, with the 192 and 512 px PNGs install needs and a maskable one", async () => {
    const manifest = (await GET().json()) as { icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
    for (const icon of manifest.icons) expect(existsSync(path.join(process.cwd(), "public", icon.src))).toBe(true);
    const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
    for (const icon of pngs) {
      const { width, height, format } = await sharp(path.join(process.cwd(), "public", icon.src)).metadata();
      expect(`${width}x${height} ${format}`).toBe(`${icon.sizes} png`);
    }
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  });
});
