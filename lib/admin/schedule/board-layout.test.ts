import { nyTime } from "@/lib/booking/test-support";
import { boardDates, boardQuerySchema, layoutBoard, type BoardVisitInput } from "./board-layout";

const DORA = { id: "c1", name: "Dorota Nowak" };
const LUIS = { id: "c2", name: "Luis Ortega" };
/** Before every visit below: the board's clock. */
const NOW = new Date("2026-02-01T12:00:00Z");

let counter = 0;
function visit(date: string, hour: number, hours: number, cleanerId: string | null, overrides: Partial<BoardVisitInput> = {}): BoardVisitInput {
  counter += 1;
  const startsAt = nyTime(date, hour);
  return {
    id: `v${counter}`,
    number: `C-${10_000 + counter}`,
    status: cleanerId ? "assigned" : "confirmed",
    statusLabel: cleanerId ? "Cleaner assigned" : "Confirmed",
    serviceName: "Regular cleaning",
    customerId: "k1",
    customerName: "Jordan Blake",
    borough: "Brooklyn",
    zip: "11215",
    startsAt,
    endsAt: new Date(startsAt.getTime() + hours * 3_600_000),
    cleanerId,
    version: 2,
    seriesId: null,
    requestedCleanerFirstName: null,
    ...overrides,
  };
}

describe("the dispatch board's layout", () => {
  it("gives every cleaner a row, puts visits without one in the tray, and measures the travel between visits", () => {
    const morning = visit("2026-03-04", 8, 3, DORA.id);
    const afternoon = visit("2026-03-04", 12, 2, DORA.id);
    const loose = visit("2026-03-04", 10, 3, null);
    const gone = visit("2026-03-04", 9, 2, "someone-who-left");
    const board = layoutBoard({ date: "2026-03-04", view: "day", cleaners: [DORA, LUIS], visits: [afternoon, loose, morning, gone], now: NOW });
    expect(board.dates).toEqual(["2026-03-04"]);
    expect(board.rows.map((row) => [row.cleaner.name, row.tracks.map((track) => track.visits.map((shown) => shown.number))])).toEqual([
      ["Dorota Nowak", [[morning.number, afternoon.number]]],
      ["Luis Ortega", [[]]],
    ]);
    expect(board.tray.map((shown) => shown.number)).toEqual([gone.number, loose.number]);
    expect(board.rows[0]?.tracks[0]?.gaps).toEqual([{ fromVisitId: morning.id, toVisitId: afternoon.id, minutes: 60, fromMinute: 11 * 60, toMinute: 12 * 60 }]);
    expect(board.axis).toEqual({ fromMinute: 7 * 60, toMinute: 20 * 60 });
  });

  it("reports overlapping visits as a negative gap", () => {
    const first = visit("2026-03-05", 9, 3, DORA.id);
    const second = visit("2026-03-05", 11, 2, DORA.id);
    const board = layoutBoard({ date: "2026-03-05", view: "day", cleaners: [DORA], visits: [first, second], now: NOW });
    expect(board.rows[0]?.tracks[0]?.gaps[0]?.minutes).toBe(-60);
  });

  it("keeps wall-clock places on the days clocks change, and measures the gap in real minutes", () => {
    // Sunday, March 8, 2026 springs forward at 2:00; November 1 falls back.
    for (const date of ["2026-03-08", "2026-11-01"]) {
      const early = visit(date, 1, 3, DORA.id, { status: "assigned" });
      const later = visit(date, 9, 2, DORA.id);
      const board = layoutBoard({ date, view: "day", cleaners: [DORA], visits: [early, later], now: NOW });
      const [first, second] = board.rows[0]?.tracks[0]?.visits ?? [];
      expect([first?.startMinute, second?.startMinute, second?.endMinute]).toEqual([60, 540, 660]);
      // 1:00 + 3 real hours is 5:00 in spring (an hour skipped) and 3:00 in autumn (one repeated).
      expect(first?.endMinute).toBe(date === "2026-03-08" ? 300 : 180);
      expect(board.rows[0]?.tracks[0]?.gaps[0]?.minutes).toBe(date === "2026-03-08" ? 4 * 60 : 6 * 60);
      expect(board.axis.fromMinute).toBe(60);
    }
  });

  it("shows Monday to Sunday in the week view, each visit on its own day", () => {
    expect(boardDates("2026-03-04", "week")).toEqual(["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08"]);
    expect(boardDates("2026-03-08", "week")[0]).toBe("2026-03-02");
    expect(boardDates("2026-03-09", "week")[0]).toBe("2026-03-09");
    const monday = visit("2026-03-02", 9, 3, LUIS.id);
    const sunday = visit("2026-03-08", 9, 3, LUIS.id);
    const nextWeek = visit("2026-03-09", 9, 3, LUIS.id);
    const board = layoutBoard({ date: "2026-03-04", view: "week", cleaners: [LUIS], visits: [monday, sunday, nextWeek], now: NOW });
    const tracks = board.rows[0]?.tracks ?? [];
    expect(tracks.map((track) => track.visits.length)).toEqual([1, 0, 0, 0, 0, 0, 1]);
    expect(tracks[6]?.visits[0]?.date).toBe("2026-03-08");
  });

  it("lets staff move only visits still to come that may take a cleaner", () => {
    const done = visit("2026-03-06", 9, 2, DORA.id, { status: "completed" });
    const started = visit("2026-03-06", 12, 2, DORA.id, { status: "in_progress" });
    const waiting = visit("2026-03-06", 15, 2, null);
    const board = layoutBoard({ date: "2026-03-06", view: "day", cleaners: [DORA], visits: [done, started, waiting], now: NOW });
    expect(board.rows[0]?.tracks[0]?.visits.map((shown) => shown.movable)).toEqual([false, false]);
    expect(board.tray[0]?.movable).toBe(true);
    const later = layoutBoard({ date: "2026-03-06", view: "day", cleaners: [DORA], visits: [waiting], now: new Date("2026-03-07T00:00:00Z") });
    expect(later.tray[0]?.movable).toBe(false);
  });

  it("reads the query string leniently: a bad date or view falls back", () => {
    expect(boardQuerySchema.parse({ date: "2026-03-04", view: "week" })).toEqual({ date: "2026-03-04", view: "week" });
    expect(boardQuerySchema.parse({ date: "2026-02-30", view: "month" })).toEqual({ date: undefined, view: undefined });
    expect(boardQuerySchema.parse({})).toEqual({});
  });
});
