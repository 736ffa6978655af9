import { expect, test } from "@playwright/test";
import WebSocket from "ws";
import { homePage } from "@/lib/site/content";

test.describe("the running site", () => {
  test("serves the home page with its heading in the server-rendered HTML", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain(homePage.h1);
    expect(html).toContain("We Clean - You Relax");
    expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers()["x-powered-by"]).toBeUndefined();
  });

  test("shows the home page in a browser, with header and footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: homePage.h1 })).toBeVisible();
    await expect(page.getByText("We Clean - You Relax").first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Booking" })).toHaveAttribute("href", "/booking");
    await expect(page.getByRole("contentinfo")).toContainText("Professional cleaning services for home and office");
  });

  test("reports a ready host: database, migrations and event bus", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok", migrations: "ok", eventBus: "ok" });
    expect((await request.get("/api/health/live")).status()).toBe(200);
  });

  test("keeps a well-formed request id from the caller and replaces a forged one", async ({ request }) => {
    const kept = await request.get("/api/health", { headers: { "x-request-id": "lb-0123456789" } });
    expect(kept.headers()["x-request-id"]).toBe("lb-0123456789");
    const replaced = await request.get("/api/health", { headers: { "x-request-id": "evil\"}" } });
    expect(replaced.headers()["x-request-id"]).not.toContain("evil");
  });

  test("redirects /auth/login to /login", async ({ request }) => {
    const response = await request.get("/auth/login", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe("/login");
  });

  test("answers an unknown path with a helpful 404 page", async ({ page }) => {
    const response = await page.goto("/no-such-page-in-queens");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole("link", { name: "Book a cleaning" })).toHaveAttribute("href", "/booking");
  });

  test("refuses WebSocket upgrades it does not own in production", async ({ baseURL }) => {
    const url = `${(baseURL ?? "").replace(/^http/, "ws")}/_next/webpack-hmr`;
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      socket.once("open", () => reject(new Error("the upgrade was accepted")));
      socket.once("error", () => undefined);
    });
    expect(status).toBe(404);
  });
});
