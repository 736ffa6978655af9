/**
 * POST /api/cabinet/jobs/:id/check-in and check-out at the door: the optional `position`
 * (docs/product.md, "Checking in where the job is"). The routes run on the real clock, and the
 * test visits are in 2026's spring, so a body that parses reaches the job's rules (409: not
 * inside the window, or not checked in) and a body that does not is a 400 naming the field.
 */
import { toSessionUser } from "@/lib/auth/users";
import { visitPositionsOf } from "@/lib/cabinet/visit-positions";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { signedIn } from "../../session-test-support";
import { assignedVisit as visitFor, callJobRoute } from "../../test-support";
import { POST as checkOutPost } from "../check-out/route";
import { POST as checkInPost } from "./route";

jest.setTimeout(60_000);

jest.mock("@/lib/auth/session", () => (jest.requireActual("../../session-test-support") as typeof import("../../session-test-support")).mockSessionModule("check-in-route"));

const post = (handler: typeof checkInPost, step: string, id: string, json?: unknown) => callJobRoute(handler, { id }, step, json === undefined ? { method: "POST" } : { method: "POST", json });

const GOOD = { lat: 40.7172, lng: -73.9545, accuracyMeters: 12 };

describe.each(testDrivers())("the check-in and check-out routes' position on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  async function assignedVisit() {
    const { cleaner, id } = await visitFor(database.db);
    signedIn.user = toSessionUser(cleaner);
    return id;
  }

  it.each([
    ["check-in", checkInPost],
    ["check-out", checkOutPost],
  ] as const)("%s takes no body, an empty one, a null position or a good one past parsing", async (step, handler) => {
    const id = await assignedVisit();
    for (const body of [undefined, {}, { position: null }, { position: GOOD }, { position: { lat: -90, lng: 180, accuracyMeters: 0 } }]) {
      const response = await post(handler, step, id, body);
      expect({ body, status: response.status }).toEqual({ body, status: 409 });
    }
    expect(await visitPositionsOf(database.db, id)).toEqual([]);
  });

  it.each([
    ["check-in", checkInPost],
    ["check-out", checkOutPost],
  ] as const)("%s refuses a position out of range or not a number with a 400 naming the field", async (step, handler) => {
    const id = await assignedVisit();
    const cases: [unknown, string][] = [
      [{ ...GOOD, lat: 90.5 }, "position.lat"],
      [{ ...GOOD, lat: -91 }, "position.lat"],
      [{ ...GOOD, lng: 181 }, "position.lng"],
      [{ ...GOOD, lng: "-73.95" }, "position.lng"],
      [{ ...GOOD, accuracyMeters: -1 }, "position.accuracyMeters"],
      [{ ...GOOD, accuracyMeters: 100_001 }, "position.accuracyMeters"],
      [{ lat: 40.7, lng: -73.9 }, "position.accuracyMeters"],
      ["40.7,-73.9", "position"],
    ];
    for (const [position, field] of cases) {
      const response = await post(handler, step, id, { position });
      const answer = (await response.json()) as { fieldErrors?: Record<string, string> };
      expect({ position, status: response.status, named: Object.keys(answer.fieldErrors ?? {}) }).toEqual({ position, status: 400, named: [field] });
    }
    // A number JSON cannot carry (1e999 is Infinity once parsed) is refused too.
    const infinite = await handler(
      siteRequest(`/api/cabinet/jobs/${id}/${step}`, { method: "POST", body: '{"position":{"lat":1e999,"lng":-73.9,"accuracyMeters":5}}', headers: { "content-type": "application/json" } }),
      { params: Promise.resolve({ id }) },
    );
    expect(infinite.status).toBe(400);
  });
});
