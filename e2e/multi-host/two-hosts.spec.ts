/**
 * Two production hosts on one PostgreSQL database behind the shipped nginx site
 * (docs/operations.md#several-hosts), in real browsers. Each browser is placed on a chosen
 * host through nginx's sticky cookie; each host's own metrics say which connections it holds,
 * and nginx's access log says which host answered a request. The tests run in this order; the
 * last one stops a host.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import postgres from "postgres";
import { DEMO, registerCustomer, signIn } from "../support/accounts";
import { openDay } from "../support/dates";
import { accessLines, contextOnHost, hostIndexOf, hubConnections, multiHostWorld, sentMails, skipReason, trackHandshakes, type MultiHostWorld } from "./world";

test.skip(() => skipReason() !== undefined, skipReason() ?? "");

const A = 0;
const B = 1;

let world: MultiHostWorld;
let sql: postgres.Sql;
const contexts: BrowserContext[] = [];

test.beforeAll(() => {
  world = multiHostWorld();
  sql = postgres(world.databaseUrl, { max: 2, onnotice: () => undefined });
});
test.afterAll(async () => {
  await sql?.end({ timeout: 2 });
});
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
});

async function onHost(browser: Parameters<typeof contextOnHost>[0], request: APIRequestContext, index: number): Promise<BrowserContext> {
  const context = await contextOnHost(browser, request, world, index);
  contexts.push(context);
  return context;
}

/** Opens the home page and waits until its hub connection completed one more handshake. */
async function openConnected(page: Page, handshakes: () => Promise<number>): Promise<void> {
  const before = await handshakes();
  const response = await page.goto("/");
  expect(response?.status(), "the home page loads").toBe(200);
  await expect.poll(handshakes, { message: "the page's hub handshake" }).toBeGreaterThan(before);
}

async function expectLoggedOutWithNotice(page: Page, reason: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Session Terminated" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(reason);
  await page.waitForURL((url) => url.pathname === "/login", { timeout: 15_000, waitUntil: "commit" });
}

/** The host that answered the last request matching `pattern`, or -1 while nginx has not logged it. */
async function hostThatAnswered(pattern: RegExp): Promise<number> {
  const line = (await accessLines(world)).filter((entry) => pattern.test(entry.request)).at(-1);
  return hostIndexOf(world, line?.upstreams.at(-1));
}

/** The access-log lines of booking requests. */
async function bookingLines() {
  return (await accessLines(world)).filter((line) => line.request.startsWith("POST /api/bookings "));
}

for (const transport of ["WebSockets", "Server-Sent Events"] as const) {
  test(`an admin acting through one host logs out a customer connected over ${transport} to the other`, async ({ browser, request }) => {
    const serverSentEvents = transport === "Server-Sent Events";
    const admin = await onHost(browser, request, A);
    await signIn(admin.request, DEMO.admin);
    const customerContext = await onHost(browser, request, B);
    const customer = await registerCustomer(customerContext.request);
    await signIn(customerContext.request, customer.email, customer.password);
    const page = await customerContext.newPage();
    const handshakes = await trackHandshakes(page, { serverSentEvents });

    const before = [await hubConnections(request, world, A), await hubConnections(request, world, B)];
    await openConnected(page, handshakes);
    const kind = serverSentEvents ? "sse" : "ws";
    // The connection is held by host B, and host A holds nothing new.
    await expect.poll(async () => (await hubConnections(request, world, B))[kind]).toBe(before[B]![kind] + 1);
    expect((await hubConnections(request, world, A))[kind]).toBe(before[A]![kind]);

    const reason = `Signed out by the office (${transport}).`;
    const response = await admin.request.post(`/api/admin/users/${customer.id}/force-logout`, { data: { reason } });
    expect(response.status(), await response.text()).toBe(200);
    // nginx writes a request's line once the answer is sent, so the line may trail the answer.
    const forceLogout = new RegExp(`^POST /api/admin/users/${customer.id}/force-logout `);
    await expect.poll(() => hostThatAnswered(forceLogout), { message: "the admin acted through host A" }).toBe(A);

    await expectLoggedOutWithNotice(page, reason);
    const session = (await (await customerContext.request.get("/api/auth/session")).json()) as { user?: unknown };
    expect(session.user).toBeUndefined();
  });
}

interface BookedOrder {
  id: string;
  number: string;
}

let lastCleanerOrders: BookedOrder[] = [];

test("twenty simultaneous bookings for the last free cleaner, spread over both hosts, make exactly one order", async ({ browser, request }) => {
  const onA = await onHost(browser, request, A);
  const onB = await onHost(browser, request, B);
  await signIn(onA.request, DEMO.customer);
  await signIn(onB.request, DEMO.customer);
  // Past the demo bookings (four weeks ahead), so only this test's orders hold the start.
  const { times } = await openDay(onA.request, 35, 180);
  const startsAt = times[0]!;
  const body = {
    request: { service: "deep-cleaning", bedrooms: 1, bathrooms: 1 },
    startsAt,
    address: { street: "31-10 Thomson Ave", city: "Long Island City", zip: "11101" },
    contact: { name: "Jordan Lee", phone: "(917) 555-0105", email: DEMO.customer },
    acceptTerms: true,
  };
  const book = async (context: BrowserContext) => {
    const response = await context.request.post("/api/bookings", { data: body, headers: { "idempotency-key": randomUUID() } });
    const json = (await response.json()) as { order?: BookedOrder; code?: string };
    return { status: response.status(), order: json.order, code: json.code };
  };

  // Everyone on the schedule works that day (the demo's four cleaners, all day, every borough): each can take one visit at that start.
  const [{ cleaners = 0 } = {}] = await sql<{ cleaners: number }[]>`select count(*)::int as cleaners from cleaner_availability a join users u on u.id = a.cleaner_id where u.status = 'active'`;
  const held = async () => Number((await sql<{ count: string }[]>`select count(*) from orders where starts_at = ${startsAt}::timestamptz and status <> 'cancelled'`)[0]?.count ?? 0);
  const orders: BookedOrder[] = [];
  const linesBefore = (await bookingLines()).length;
  while ((await held()) < cleaners - 1) {
    const booked = await book(onA);
    expect(booked.status).toBe(201);
    orders.push(booked.order!);
  }

  const fillUps = orders.length;
  const results = await Promise.all(Array.from({ length: 20 }, (_, index) => book(index % 2 === 0 ? onA : onB)));
  const made = results.filter((result) => result.status === 201);
  expect(made).toHaveLength(1);
  expect(results.filter((result) => result.status === 409 && result.code === "fully-booked")).toHaveLength(19);
  expect(cleaners).toBeGreaterThan(1);
  expect(await held()).toBe(cleaners);
  orders.push(made[0]!.order!);
  lastCleanerOrders = orders;

  // Both hosts took part of the twenty (once nginx has logged every one of them).
  await expect.poll(async () => (await bookingLines()).length, { message: "nginx logged every booking" }).toBe(linesBefore + fillUps + 20);
  const answeredBy = new Set((await bookingLines()).slice(-20).map((line) => hostIndexOf(world, line.upstreams.at(-1))));
  expect([...answeredBy].sort()).toEqual([A, B]);
});

test("a scheduled email is sent once, whichever host's worker takes it", async () => {
  expect(lastCleanerOrders.length, "the booking test made orders").toBeGreaterThan(0);
  // Each order's reminder is scheduled for the day before its visit: bring them all due at
  // the same moment, so both hosts' workers (polling every 5 s) race for them.
  const ids = lastCleanerOrders.map((order) => order.id);
  const due = await sql<{ id: number }[]>`
    update jobs set run_at = now() + interval '1 second'
    where kind = 'booking:mail' and status = 'pending' and payload->>'mail' = 'reminder' and payload->>'orderId' in ${sql(ids)}
    returning id`;
  expect(due).toHaveLength(ids.length);
  const jobIds = due.map((job) => job.id);

  await expect
    .poll(async () => (await sql<{ status: string }[]>`select status from jobs where id in ${sql(jobIds)}`).every((job) => job.status === "done"), { timeout: 20_000 })
    .toBe(true);
  const attempts = await sql<{ attempts: number }[]>`select attempts from jobs where id in ${sql(jobIds)}`;
  expect(attempts.map((job) => job.attempts), "each reminder was claimed once").toEqual(jobIds.map(() => 1));

  const mails = await sentMails(world);
  const senders: number[] = [];
  for (const order of lastCleanerOrders) {
    const reminders = mails.filter((mail) => mail.raw.includes(`Subject: Reminder: your cleaning is tomorrow (${order.number})`));
    expect(reminders, `one reminder for ${order.number}`).toHaveLength(1);
    senders.push(reminders[0]!.host);
  }
  test.info().annotations.push({ type: "senders", description: `reminders sent by hosts ${senders.join(", ")}` });
});

test("SIGTERM on one host: its browsers reconnect through the other, pages keep loading, no GET gets a 5xx", async ({ browser, request }) => {
  const admin = await onHost(browser, request, A);
  await signIn(admin.request, DEMO.admin);
  const pages: { page: Page; handshakes: () => Promise<number>; kind: "ws" | "sse" }[] = [];
  for (const kind of ["ws", "sse"] as const) {
    const context = await onHost(browser, request, B);
    await signIn(context.request, DEMO.customer);
    const page = await context.newPage();
    const handshakes = await trackHandshakes(page, { serverSentEvents: kind === "sse" });
    await openConnected(page, handshakes);
    pages.push({ page, handshakes, kind });
  }
  await expect.poll(async () => holdsBoth(await hubConnections(request, world, B))).toBe(true);
  const handshakesBefore = await Promise.all(pages.map((entry) => entry.handshakes()));

  // Visitors keep reading the site through nginx the whole time, on both hosts' keys.
  const visitors = await Promise.all([A, B, A, B].map(async (index) => onHost(browser, request, index)));
  const statuses: number[] = [];
  let browsing = true;
  const browse = async (context: BrowserContext, paths: string[]) => {
    for (let turn = 0; browsing; turn += 1) {
      const response = await context.request.get(paths[turn % paths.length]!, { maxRedirects: 0 });
      statuses.push(response.status());
    }
  };
  const traffic = visitors.map((context, index) => browse(context, index % 2 ? ["/", "/api/health/live", "/services/deep-cleaning"] : ["/api/slots?date=2030-01-01&durationMinutes=180", "/about", "/contact"]));

  const host = world.hosts[B]!;
  process.kill(host.pid, "SIGTERM");
  await expect.poll(() => isRunning(host.pid), { timeout: 12_000, message: "host B ends within its drain" }).toBe(false);
  expect(await readFile(host.logFile, "utf8"), "host B drained and exited cleanly").toMatch(/"msg":"stopped"/);

  // Both browsers' hub connections came back, now held by host A.
  for (const [index, entry] of pages.entries()) {
    await expect.poll(entry.handshakes, { timeout: 15_000, message: `the ${entry.kind} page reconnects` }).toBeGreaterThan(handshakesBefore[index]!);
  }
  await expect.poll(async () => holdsBoth(await hubConnections(request, world, A))).toBe(true);

  // Pages keep loading for the browsers that were on host B.
  for (const entry of pages) await openConnected(entry.page, entry.handshakes);

  browsing = false;
  await Promise.all(traffic);
  expect(statuses.length).toBeGreaterThan(20);
  expect(statuses.filter((status) => status >= 500), "no GET answered 5xx").toEqual([]);
  const failedGets = (await accessLines(world)).filter((line) => line.request.startsWith("GET ") && line.status >= 500);
  expect(failedGets.map((line) => `${line.status} ${line.request}`), "nginx answered no GET with a 5xx").toEqual([]);

  // And events reach them there: an admin's forced logout shows on both pages.
  const [{ id } = { id: "" }] = await sql<{ id: string }[]>`select id from users where email = ${DEMO.customer}`;
  const reason = "Signed out by the office after a host restart.";
  const response = await admin.request.post(`/api/admin/users/${id}/force-logout`, { data: { reason } });
  expect(response.status(), await response.text()).toBe(200);
  // Both at once: each page shows the notice now and leaves for /login 2 s later.
  await Promise.all(pages.map((entry) => expectLoggedOutWithNotice(entry.page, reason)));
});

function holdsBoth(connections: { ws: number; sse: number }): boolean {
  return connections.ws >= 1 && connections.sse >= 1;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
