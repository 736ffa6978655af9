/**
 * What the multi-host tests know about the running topology (set by global-setup.ts), and
 * the helpers that place a browser on a chosen host and read what each host holds.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { siteHeaders } from "../support/site-origin";

export const MULTI_HOST_ENV = "E2E_MULTI_HOST";
export const MULTI_HOST_SKIP_ENV = "E2E_MULTI_HOST_SKIP";

export interface HostInfo {
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  logFile: string;
}

export interface MultiHostWorld {
  /** nginx: the address browsers use. */
  url: string;
  accessLog: string;
  databaseUrl: string;
  metricsToken: string;
  hosts: HostInfo[];
}

export function multiHostWorld(): MultiHostWorld {
  const raw = process.env[MULTI_HOST_ENV];
  if (!raw) throw new Error("the multi-host topology is not running");
  return JSON.parse(raw) as MultiHostWorld;
}

export function skipReason(): string | undefined {
  return process.env[MULTI_HOST_SKIP_ENV];
}

export interface AccessLine {
  route: string;
  upstreams: string[];
  statuses: string[];
  status: number;
  request: string;
}

/** nginx's access log in the test format: `$msec $cookie_bb_route $upstream_addr $upstream_status $status "$request"`. */
export async function accessLines(world: MultiHostWorld): Promise<AccessLine[]> {
  const text = await readFile(world.accessLog, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const match = /^\S+ (\S+) (.+?) (\S+(?:, \S+)*) (\d{3}) "(.*)"$/.exec(line);
      if (!match) return null;
      // With a retry nginx lists each host tried: "127.0.0.1:4001, 127.0.0.1:4002".
      return { route: match[1]!, upstreams: match[2]!.split(/, /), statuses: match[3]!.split(/, /), status: Number(match[4]), request: match[5]! };
    })
    .filter((line): line is AccessLine => line !== null);
}

/** The index of the host that answered a request line, or -1. */
export function hostIndexOf(world: MultiHostWorld, upstream: string | undefined): number {
  return world.hosts.findIndex((host) => upstream === `127.0.0.1:${host.port}`);
}

/**
 * A bb_route cookie value that nginx's consistent hash sends to host `index`. Values are
 * tried one by one; the access log says which host each one reached.
 */
export async function routeFor(request: APIRequestContext, world: MultiHostWorld, index: number): Promise<string> {
  for (let attempt = 0; attempt < 64; attempt += 1) {
    const candidate = `probe${index}x${attempt}x${Date.now().toString(36)}`;
    const response = await request.get(`${world.url}/api/health/live`, { headers: { cookie: `bb_route=${candidate}` } });
    expect(response.status()).toBe(200);
    let line: AccessLine | undefined;
    await expect.poll(async () => (line = (await accessLines(world)).find((entry) => entry.route === candidate)) !== undefined).toBe(true);
    if (hostIndexOf(world, line?.upstreams.at(-1)) === index) return candidate;
  }
  throw new Error(`no bb_route value reached host ${index}`);
}

/** A browser context whose every request nginx routes to host `index` while it is up. */
export async function contextOnHost(browser: Browser, request: APIRequestContext, world: MultiHostWorld, index: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: world.url, extraHTTPHeaders: siteHeaders(world.url) });
  await context.addCookies([{ name: "bb_route", value: await routeFor(request, world, index), url: world.url }]);
  return context;
}

/** Hub connections a host holds right now, by transport, from its own /api/metrics. */
export async function hubConnections(request: APIRequestContext, world: MultiHostWorld, index: number): Promise<{ ws: number; sse: number }> {
  const host = world.hosts[index]!;
  const response = await request.get(`${host.url}/api/metrics`, { headers: { authorization: `Bearer ${world.metricsToken}` } });
  expect(response.status()).toBe(200);
  const text = await response.text();
  const read = (transport: string) => Number(new RegExp(`^boroughbright_hub_connections\\{transport="${transport}"\\} (\\d+)`, "m").exec(text)?.[1] ?? 0);
  return { ws: read("ws"), sse: read("sse") };
}

/**
 * Counts the SignalR handshakes a page completes (the hub's `{}` record), over WebSockets
 * (seen from Playwright) and over Server-Sent Events (seen by a listener the init script adds
 * to every EventSource on the hub). With `serverSentEvents` the page has no WebSocket, so the
 * client falls back to Server-Sent Events as a browser without WebSockets (or behind a proxy
 * that drops them) would.
 */
export async function trackHandshakes(page: Page, options: { serverSentEvents?: boolean } = {}): Promise<() => Promise<number>> {
  let count = 0;
  page.on("websocket", (socket) => {
    if (!socket.url().includes("/userManagementHub")) return;
    socket.on("framereceived", (frame) => {
      if (typeof frame.payload === "string" && frame.payload.startsWith("{}\u001e")) count += 1;
    });
  });
  // Counted here rather than in the page, so the count survives navigations.
  await page.exposeFunction("__hubHandshakeOverEventSource", () => {
    count += 1;
  });
  await page.addInitScript((noWebSockets: boolean) => {
    if (noWebSockets) Object.defineProperty(window, "WebSocket", { value: undefined, configurable: true });
    const report = (window as unknown as { __hubHandshakeOverEventSource: () => void }).__hubHandshakeOverEventSource;
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        if (!String(url).includes("/userManagementHub")) return;
        this.addEventListener("message", (event) => {
          if (String(event.data).startsWith("{}\u001e")) report();
        });
      }
    };
  }, options.serverSentEvents ?? false);
  return async () => count;
}

/** Every mail file the hosts wrote (DATA_DIR/mail of each), with the host that wrote it. */
export async function sentMails(world: MultiHostWorld): Promise<{ host: number; raw: string }[]> {
  const mails: { host: number; raw: string }[] = [];
  for (const [index, host] of world.hosts.entries()) {
    const directory = path.join(host.dataDir, "mail");
    const files = await readdir(directory).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith(".eml"))) {
      // Folded header lines joined, quoted-printable soft breaks undone: subjects read whole.
      const raw = (await readFile(path.join(directory, file), "utf8")).replace(/\r?\n[ \t]+/g, " ").replace(/=\r?\n/g, "");
      mails.push({ host: index, raw });
    }
  }
  return mails;
}
