import type { Borough } from "@/lib/kernel/service-area";
import { DEFAULT_TRAVEL_MINUTES } from "@/lib/settings/travel-minutes";
import { nyTime } from "../test-support";
import { clearOfEachOther, freeCleaners, poolOf, roomFinder, takeProblem, travelMinutesBetween, type CleanerPool, type PoolCleaner, type PoolVisit } from "./cleaner-pool";

/** docs/product.md#cleaners-availability. A Tuesday, New York time; travel 30 minutes within a borough, 60 across. */
const DAY = "2026-03-10";
const at = (hour: number, minute = 0) => new Date(nyTime(DAY, hour).getTime() + minute * 60_000);
const travel = DEFAULT_TRAVEL_MINUTES;
const ALL: Borough[] = ["Manhattan", "Brooklyn", "Queens"];

const cleaner = (id: string, boroughs: Borough[] = ALL, from = 8, to = 19): PoolCleaner => ({ id, boroughs, shifts: [{ start: at(from), end: at(to) }] });
const visit = (from: number, to: number, borough: Borough | null, cleanerId: string | null = null, requestedCleanerId: string | null = null): PoolVisit => ({
  start: at(from),
  end: at(to),
  borough,
  cleanerId,
  requestedCleanerId,
});
const room = (pool: CleanerPool, from: number, to: number, borough: Borough | null, more: { onlyCleanerId?: string; excluded?: string[] } = {}) =>
  roomFinder(pool, travel)({ start: at(from), end: at(to), borough, onlyCleanerId: more.onlyCleanerId, excludedCleanerIds: new Set(more.excluded ?? []) });

describe("travel between two visits", () => {
  it("keeps the short gap within a borough, the long one across, and the long one when a borough is unknown", () => {
    expect(travelMinutesBetween("Brooklyn", "Brooklyn", travel)).toBe(30);
    expect(travelMinutesBetween("Brooklyn", "Queens", travel)).toBe(60);
    expect(travelMinutesBetween(null, "Queens", travel)).toBe(60);
    expect(travelMinutesBetween(null, null, travel)).toBe(60);
  });

  it("is clear exactly when the gap is at least the travel time, whichever comes first", () => {
    const morning = { start: at(8), end: at(11), borough: "Brooklyn" as const };
    expect(clearOfEachOther(morning, { start: at(11, 30), end: at(13), borough: "Brooklyn" }, travel)).toBe(true);
    expect(clearOfEachOther(morning, { start: at(11, 29), end: at(13), borough: "Brooklyn" }, travel)).toBe(false);
    expect(clearOfEachOther(morning, { start: at(11, 30), end: at(13), borough: "Queens" }, travel)).toBe(false);
    expect(clearOfEachOther({ start: at(12), end: at(14), borough: "Queens" }, morning, travel)).toBe(true);
  });
});

describe("what one cleaner can take", () => {
  const dorota = cleaner("dorota", ["Brooklyn", "Queens"], 9, 17);

  it("says why not: the borough, the shift, or the travel", () => {
    expect(takeProblem(dorota, { start: at(10), end: at(12), borough: "Manhattan" }, [], travel)).toBe("borough");
    expect(takeProblem(dorota, { start: at(8), end: at(10), borough: "Brooklyn" }, [], travel)).toBe("off-shift");
    expect(takeProblem(dorota, { start: at(15), end: at(18), borough: "Brooklyn" }, [], travel)).toBe("off-shift");
    expect(takeProblem(dorota, { start: at(12), end: at(14), borough: "Queens" }, [visit(9, 11, "Brooklyn")], travel)).toBeNull();
    expect(takeProblem(dorota, { start: at(11), end: at(13), borough: "Queens" }, [visit(9, 11, "Brooklyn")], travel)).toBe("travel");
  });

  it("counts a day with no shift (a day off, approved time off) as off shift", () => {
    expect(takeProblem({ ...dorota, shifts: [] }, { start: at(10), end: at(12), borough: "Brooklyn" }, [], travel)).toBe("off-shift");
  });
});

describe("room for a new visit", () => {
  it("needs a cleaner who works the borough", () => {
    const pool = { cleaners: [cleaner("q", ["Queens"])], visits: [] };
    expect(room(pool, 10, 12, "Queens")).toBe(true);
    expect(room(pool, 10, 12, "Brooklyn")).toBe(false);
    // Before the address is known, a borough with room is enough.
    expect(room(pool, 10, 12, null)).toBe(true);
  });

  it("leaves the assigned cleaner's travel time free and ignores visits of cleaners not in the pool", () => {
    const pool = { cleaners: [cleaner("a")], visits: [visit(9, 12, "Brooklyn", "a"), visit(10, 13, "Brooklyn", "off-schedule")] };
    const halfPastTwelve = (borough: Borough) => roomFinder(pool, travel)({ start: at(12, 30), end: at(14, 30), borough });
    expect(room(pool, 12, 14, "Brooklyn")).toBe(false);
    // 12:30 leaves the 30 minutes within Brooklyn, not the hour to Queens.
    expect(halfPastTwelve("Brooklyn")).toBe(true);
    expect(halfPastTwelve("Queens")).toBe(false);
    expect(room(pool, 13, 15, "Queens")).toBe(true);
  });

  it("gives every waiting visit a cleaner before counting the ones left", () => {
    const two = [cleaner("a"), cleaner("b")];
    expect(room({ cleaners: two, visits: [visit(9, 12, "Brooklyn")] }, 9, 12, "Brooklyn")).toBe(true);
    expect(room({ cleaners: two, visits: [visit(9, 12, "Brooklyn"), visit(10, 13, "Queens")] }, 9, 12, "Brooklyn")).toBe(false);
  });

  it("moves a waiting visit to another cleaner when only that makes room", () => {
    // Both are free; the first placement gives the waiting Brooklyn visit to "both-ways", the only
    // one who works Queens. The repair hands it to "brooklyn-only" and the Queens visit fits.
    const pool = { cleaners: [cleaner("both-ways", ["Brooklyn", "Queens"]), cleaner("brooklyn-only", ["Brooklyn"])], visits: [visit(9, 11, "Brooklyn")] };
    expect(room(pool, 9, 11, "Queens")).toBe(true);
    // With the waiting visit fixed on the Queens cleaner (assigned), nothing can move.
    expect(room({ ...pool, visits: [visit(9, 11, "Brooklyn", "both-ways")] }, 9, 11, "Queens")).toBe(false);
  });

  it("keeps a visit booked with one cleaner on that cleaner", () => {
    const pool = { cleaners: [cleaner("dorota"), cleaner("luis", ["Manhattan"])], visits: [visit(9, 12, "Brooklyn", null, "dorota")] };
    expect(room(pool, 10, 12, "Brooklyn")).toBe(false);
    expect(room(pool, 10, 12, "Manhattan")).toBe(true);
  });

  it("asks only the chosen cleaner, and never a blocked one", () => {
    const pool = { cleaners: [cleaner("dorota"), cleaner("luis")], visits: [visit(9, 12, "Brooklyn", "dorota")] };
    expect(room(pool, 10, 12, "Brooklyn")).toBe(true);
    expect(room(pool, 10, 12, "Brooklyn", { onlyCleanerId: "dorota" })).toBe(false);
    expect(room(pool, 13, 15, "Brooklyn", { onlyCleanerId: "dorota" })).toBe(true);
    expect(room(pool, 10, 12, "Brooklyn", { excluded: ["luis"] })).toBe(false);
  });

  it("has no room in an empty pool", () => {
    expect(room({ cleaners: [], visits: [] }, 10, 12, null)).toBe(false);
  });
});

describe("the pool a visit locks", () => {
  it("joins the boroughs linked by cleaners who work more than one", () => {
    expect(poolOf([["Brooklyn"], ["Queens"]], "Brooklyn")).toEqual(["Brooklyn"]);
    expect(poolOf([["Brooklyn", "Queens"], ["Manhattan"]], "Queens")).toEqual(["Brooklyn", "Queens"]);
    // Through two cleaners: Manhattan–Brooklyn and Brooklyn–Queens make one pool.
    expect(poolOf([["Queens", "Brooklyn"], ["Manhattan", "Brooklyn"]], "Queens")).toEqual(["Manhattan", "Brooklyn", "Queens"]);
    expect(poolOf([], "Manhattan")).toEqual(["Manhattan"]);
    expect(poolOf([["Queens"]], null)).toEqual(ALL);
  });
});

describe("free cleaners by hour, for the dispatch board", () => {
  it("counts who is on shift and who could still take a visit then", () => {
    const pool = { cleaners: [cleaner("a"), cleaner("b", ALL, 12, 19)], visits: [visit(9, 12, "Brooklyn")] };
    const hours = [8, 11, 12, 13].map((hour) => ({ start: at(hour), end: at(hour + 1) }));
    expect(freeCleaners(pool, hours, travel)).toEqual([
      { onShift: 1, free: 0 }, // the waiting 9:00 visit takes "a", an hour away at most
      { onShift: 1, free: 0 },
      { onShift: 2, free: 1 },
      { onShift: 2, free: 2 },
    ]);
  });
});
