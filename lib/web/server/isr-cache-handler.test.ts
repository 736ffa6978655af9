import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods.js";
import ScriptHashingCache from "./isr-cache-handler";

/**
 * The handler on Next's real file-system cache: what Next would serve after a regeneration (set)
 * and after reading a build-time prerender from disk (get) carries the hashes of that HTML.
 */
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
const page = (payload: string) => `<html><body><p>Office cleaning in Midtown</p><script>self.__next_f.push([1,"${payload}"])</script></body></html>`;
const context = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false } as const;

describe("ScriptHashingCache", () => {
  let distDir: string;
  const cache = () => new ScriptHashingCache({ fs: nodeFs, serverDistDir: distDir, dev: false, flushToDisk: true, revalidatedTags: [], _requestHeaders: {} });

  beforeEach(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), "isr-cache-"));
  });
  afterEach(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  it("stamps a regenerated page with the hashes of its new HTML, in the entry Next serves and on disk", async () => {
    const value = { kind: "APP_PAGE", html: page("regenerated"), rscData: Buffer.from("0:{}"), headers: { "x-nextjs-stale-time": "300" }, postponed: undefined, status: 200, segmentData: undefined };
    // @ts-expect-error Next declares its route kinds as a const enum; the string is what it stores.
    await cache().set("/services-regenerated", value, { ...context, cacheControl: { revalidate: 3600, expire: undefined } });
    expect(value.headers).toEqual({ "x-nextjs-stale-time": "300", "x-inline-script-hashes": sha256('self.__next_f.push([1,"regenerated"])') });
    const meta = JSON.parse(await readFile(path.join(distDir, "app", "services-regenerated.meta"), "utf8")) as { headers: Record<string, string> };
    expect(meta.headers["x-inline-script-hashes"]).toBe(sha256('self.__next_f.push([1,"regenerated"])'));
  });

  it("stamps a page read from disk as the build wrote it", async () => {
    await mkdir(path.join(distDir, "app"), { recursive: true });
    await writeFile(path.join(distDir, "app", "about-built.html"), page("built"));
    await writeFile(path.join(distDir, "app", "about-built.rsc"), "0:{}");
    await writeFile(path.join(distDir, "app", "about-built.meta"), JSON.stringify({ headers: { "x-nextjs-prerender": "1" }, status: 200 }));
    // @ts-expect-error as above: the page kind as Next passes it.
    const entry = await cache().get("/about-built", context);
    expect(entry?.value).toMatchObject({ headers: { "x-nextjs-prerender": "1", "x-inline-script-hashes": sha256('self.__next_f.push([1,"built"])') } });
  });

  it("recomputes hashes read from disk instead of trusting them, so HTML and metadata from different writes still match", async () => {
    await mkdir(path.join(distDir, "app"), { recursive: true });
    await writeFile(path.join(distDir, "app", "contact-torn.html"), page("newer"));
    await writeFile(path.join(distDir, "app", "contact-torn.rsc"), "0:{}");
    const staleHeaders = { "x-inline-script-hashes": sha256('self.__next_f.push([1,"older"])') };
    await writeFile(path.join(distDir, "app", "contact-torn.meta"), JSON.stringify({ headers: staleHeaders, status: 200 }));
    // @ts-expect-error as above.
    const entry = await cache().get("/contact-torn", context);
    expect(entry?.value).toMatchObject({ headers: { "x-inline-script-hashes": sha256('self.__next_f.push([1,"newer"])') } });
  });

  it("leaves data entries alone", async () => {
    const value = { kind: "FETCH", data: { headers: {}, body: "{}", status: 200, url: "https://example.test" }, revalidate: 60 };
    // @ts-expect-error as above: a fetch entry with its kind as stored.
    await cache().set("fetch-key", value, { fetchCache: true, tags: [] });
    expect(value).not.toHaveProperty("headers");
  });
});
