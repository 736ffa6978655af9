/**
 * What the cabinet route tests (access codes, check-in and check-out, photos) share: a visit
 * booked by a customer and given to a cleaner, the request to one of its routes, and the
 * server's clock moved for a test the way the e2e specs move it (e2e/support/shifted-clock.mjs).
 */
import { addAddress } from "@/lib/account/addresses";
import { assignCleanerAsStaff } from "@/lib/admin/orders/order-actions";
import { bookOrder, makeAccount, NOW, nextVisitStart } from "@/lib/admin/test-support";
import type { AccessDetailsInput } from "@/lib/account/access-details";
import { siteRequest, type SiteRequestOptions } from "@/lib/web/http/test-requests";

/** The test database, as the domain helpers take it (a handler file may not name the database module). */
type Database = Parameters<typeof bookOrder>[0];

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

/** A visit on a spring 2026 day (its start in `startsAt`) given to a new cleaner by a new admin; with `access`, at an address with those details. */
export async function assignedVisit(db: Database, options: { access?: AccessDetailsInput } = {}) {
  const admin = await makeAccount(db, "Admin");
  const cleaner = await makeAccount(db, "Cleaner");
  const customer = await makeAccount(db, "Customer");
  if (options.access) await addAddress(db, customer.id, { label: "Home", street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: null, access: options.access });
  const startsAt = nextVisitStart();
  const id = await bookOrder(db, customer.id, startsAt);
  const assigned = await assignCleanerAsStaff(db, admin, id, { cleanerId: cleaner.id }, NOW);
  if (!assigned.ok) throw new Error(`the test visit could not be assigned: ${assigned.message}`);
  return { admin, cleaner, customer, id, startsAt };
}

/** Calls a job route's handler as the browser would: `/api/cabinet/jobs/{id}/{step}`. */
export function callJobRoute<P extends { id: string }>(handler: Handler<P>, params: P, step: string, init: SiteRequestOptions = { method: "POST" }): Promise<Response> {
  const rest = Object.entries(params)
    .filter(([name]) => name !== "id")
    .map(([, value]) => `/${String(value)}`)
    .join("");
  return handler(siteRequest(`/api/cabinet/jobs/${params.id}/${step}${rest}`, init), { params: Promise.resolve(params) });
}

/**
 * The routes read the process's clock, as in production; a test moves it to `instant` (only
 * `Date`: timers, ticks and the database's own waits run as they do) and puts it back with the
 * function this returns.
 */
export function moveClockTo(instant: Date): () => void {
  jest.useFakeTimers({ now: instant, doNotFake: ["hrtime", "nextTick", "performance", "queueMicrotask", "requestAnimationFrame", "cancelAnimationFrame", "requestIdleCallback", "cancelIdleCallback", "setImmediate", "clearImmediate", "setInterval", "clearInterval", "setTimeout", "clearTimeout"] });
  return () => jest.useRealTimers();
}
