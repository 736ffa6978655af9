import {
  availableStartTimes,
  bookableDateRange,
  maxOverlap,
  startProblem,
  startTimesForDate,
  type BusyInterval,
  type HasRoom,
  type StartCheck,
} from "./slots";
import { DEFAULT_CLOSING_CALENDAR, type ClosingCalendar } from "@/lib/settings/closing-calendar";
import { closingWith } from "@/lib/settings/test-support";
import { nyTime } from "./test-support";

/** The default holiday choices (six closed) and no day closed by staff. */
const closing = DEFAULT_CLOSING_CALENDAR;

/** A start the server's check lets through. */
const isBookableStart = (check: StartCheck): boolean => startProblem(check) === null;

/**
 * New York instants are written with their offset, worked out by hand from the 2026 rules:
 * EST (-05:00) until Sunday 8 March 2026 at 2:00, EDT (-04:00) until Sunday 1 November 2026 at
 * 2:00, then EST again. The module finds offsets on its own through Intl.
 */
const at = (iso: string) => new Date(iso);
const isoList = (dates: Date[]) => dates.map((date) => date.toISOString());
const hoursUtc = (day: string, hours: number[]) =>
  hours.map((hour) => `${day}T${String(hour).padStart(2, "0")}:00:00.000Z`);
const busy = (start: string, end: string): BusyInterval => ({ start: at(start), end: at(end) });
/**
 * A room check of `capacity` interchangeable teams: the slot math (hours, the end of the day,
 * DST) is tested with it; who is free is the cleaner pool's (./availability/cleaner-pool.test.ts).
 */
const teams =
  (orders: readonly BusyInterval[], capacity: number): HasRoom =>
  (start, end) =>
    maxOverlap(orders, start, end) < capacity;

// Sunday 1 March 2026, 10:00 in New York.
const NOW = at("2026-03-01T10:00:00-05:00");

describe("bookableDateRange", () => {
  it("runs from the next calendar day to 90 days ahead", () => {
    expect(bookableDateRange(NOW)).toEqual({ earliest: "2026-03-02", latest: "2026-05-30" });
  });

  it("uses the New York date, not the UTC one", () => {
    // 22:30 on 1 March in New York is already 2 March in UTC.
    expect(bookableDateRange(at("2026-03-01T22:30:00-05:00"))).toEqual({ earliest: "2026-03-02", latest: "2026-05-30" });
    // A minute after midnight in New York the range moves on by a day.
    expect(bookableDateRange(at("2026-03-02T00:01:00-05:00"))).toEqual({ earliest: "2026-03-03", latest: "2026-05-31" });
    // 23:59 the evening before (UTC 04:59 next day) still belongs to the earlier day.
    expect(bookableDateRange(at("2026-03-01T23:59:00-05:00")).earliest).toBe("2026-03-02");
  });

  it("crosses a year end", () => {
    expect(bookableDateRange(at("2026-12-31T11:00:00-05:00"))).toEqual({ earliest: "2027-01-01", latest: "2027-03-31" });
  });
});

describe("startTimesForDate", () => {
  it.each([
    // Winter (EST): 8:00 New York is 13:00 UTC … 17:00 is 22:00 UTC.
    ["2026-01-15", 13],
    // The Saturday before spring-forward is still EST.
    ["2026-03-07", 13],
    // Spring-forward Sunday: from 2:00 the clocks read EDT, so 8:00 is 12:00 UTC.
    ["2026-03-08", 12],
    // Summer (EDT).
    ["2026-07-15", 12],
    // The Saturday before fall-back is still EDT.
    ["2026-10-31", 12],
    // Fall-back Sunday: EST from 2:00, so 8:00 is 13:00 UTC.
    ["2026-11-01", 13],
  ])("%s: ten starts on the hour from 8:00 to 17:00 New York time", (date, firstUtcHour) => {
    const hours = Array.from({ length: 10 }, (_, i) => firstUtcHour + i);
    expect(isoList(startTimesForDate(date))).toEqual(hoursUtc(date, hours));
  });

  it("has no starts for a date that does not exist", () => {
    expect(startTimesForDate("2026-02-30")).toEqual([]);
    expect(startTimesForDate("tomorrow")).toEqual([]);
  });
});

describe("availableStartTimes: the bookable range", () => {
  // Two hours: every start, 17:00 too, ends by 19:00 (the end of the working day).
  const query = { durationMinutes: 120, hasRoom: teams([], 4), now: NOW, closing };

  it.each([
    ["2026-03-01", 0], // today: too soon
    ["2026-02-28", 0], // the past
    ["2026-03-02", 10], // tomorrow: the earliest date
    ["2026-05-30", 10], // 90 days ahead: the latest date
    ["2026-05-31", 0], // 91 days ahead
    ["2026-02-30", 0], // not a date
  ])("%s has %i start times", (date, count) => {
    expect(availableStartTimes({ ...query, date })).toHaveLength(count);
  });

  it("refuses nonsense durations, and offers nothing when nobody has room", () => {
    expect(availableStartTimes({ ...query, date: "2026-04-15", durationMinutes: 0 })).toEqual([]);
    expect(availableStartTimes({ ...query, date: "2026-04-15", durationMinutes: 90.5 })).toEqual([]);
    expect(availableStartTimes({ ...query, date: "2026-04-15", hasRoom: teams([], 0) })).toEqual([]);
  });
});

describe("availableStartTimes: capacity", () => {
  // Wednesday 15 April 2026 (EDT): 8:00 New York = 12:00 UTC.
  const date = "2026-04-15";
  const ny = (time: string) => `${date}T${time}:00-04:00`;
  const startsNy = (dates: Date[]) =>
    dates.map((d) => `${String(d.getUTCHours() - 4).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`);
  const available = (busyIntervals: BusyInterval[], capacity: number, durationMinutes: number) =>
    startsNy(availableStartTimes({ date, durationMinutes, hasRoom: teams(busyIntervals, capacity), now: NOW, closing }));
  const ALL = ["08:00", "09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"];
  /** The starts of a list whose visit of that length ends by 19:00, the end of the working day. */
  const endingBy19 = (starts: string[], durationMinutes: number) => starts.filter((start) => Number(start.slice(0, 2)) * 60 + durationMinutes <= 19 * 60);

  it("offers a slot with N-1 overlapping orders and not with N", () => {
    // Capacity 3; orders over 8:00-12:00. A 4-hour visit at 8:00 meets them all.
    const two = [busy(ny("08:00"), ny("12:00")), busy(ny("08:00"), ny("12:00"))];
    expect(available(two, 3, 240)).toEqual(endingBy19(ALL, 240));
    const three = [...two, busy(ny("09:00"), ny("10:00"))];
    // Starts 8:00 and 9:00 meet all three (peak 3 at 9:00-10:00); from 10:00 on at most two.
    expect(available(three, 3, 60)).toEqual(ALL.filter((start) => start !== "09:00"));
    expect(available(three, 3, 240)).toEqual(endingBy19(ALL, 240).filter((start) => !["08:00", "09:00"].includes(start)));
  });

  it("counts the true peak overlap, not the orders touching the visit", () => {
    // Capacity 2, a visit 8:00-12:00. Three back-to-back orders touch it but never overlap
    // each other: at most one team is out at any moment, so 8:00 is offered.
    const chain = [busy(ny("08:00"), ny("09:00")), busy(ny("09:00"), ny("10:00")), busy(ny("10:00"), ny("12:00"))];
    expect(available(chain, 2, 240)).toEqual(endingBy19(ALL, 240));
    // Two orders that do overlap each other (10:00-11:00 and 10:30-11:30) fill both teams from
    // 10:30 to 11:00, so visits covering that half hour (starts 8:00, 9:00, 10:00) are refused;
    // from 11:00 only one order is left.
    const pair = [busy(ny("10:00"), ny("11:00")), busy(ny("10:30"), ny("11:30"))];
    expect(available(pair, 2, 240)).toEqual(endingBy19(ALL.slice(3), 240));
    // The same two orders, with 3 teams, leave every start open.
    expect(available(pair, 3, 240)).toEqual(endingBy19(ALL, 240));
  });

  it("refuses a start when an order overlaps only the end of the visit", () => {
    // Capacity 1, 3-hour visits, one order 10:59-12:00: a visit 8:00-11:00 shares its last minute.
    const order = [busy(ny("10:59"), ny("12:00"))];
    expect(available(order, 1, 180)).toEqual(["12:00", "13:00", "14:00", "15:00", "16:00"]);
  });

  it("lets visits touch an order end to end (intervals are half-open)", () => {
    // Capacity 1, 3-hour visits, one order 11:00-12:00: a visit 8:00-11:00 ends as it starts,
    // and a visit from 12:00 starts as it ends.
    const order = [busy(ny("11:00"), ny("12:00"))];
    expect(available(order, 1, 180)).toEqual(["08:00", "12:00", "13:00", "14:00", "15:00", "16:00"]);
  });

  it("ends every visit by 19:00: a 5-hour visit starts by 14:00, however free the evening is", () => {
    expect(available([], 1, 300)).toEqual(ALL.slice(0, 7));
    // With capacity 1 and an order 13:00-14:00, a 5-hour visit meets it from 9:00 to 13:00;
    // 8:00 ends as it starts.
    expect(available([busy(ny("13:00"), ny("14:00"))], 1, 300)).toEqual(["08:00", "14:00"]);
  });

  it("counts an order that started the day before and is still running", () => {
    expect(available([busy("2026-04-14T20:00:00-04:00", ny("09:30"))], 1, 60)).toEqual(ALL.slice(2));
  });

  it("ignores empty and inverted intervals", () => {
    const junk = [busy(ny("09:00"), ny("09:00")), busy(ny("12:00"), ny("10:00")), { start: new Date(Number.NaN), end: at(ny("12:00")) }];
    expect(available(junk, 1, 60)).toEqual(ALL);
  });
});

describe("availableStartTimes: DST days", () => {
  /** The starts a single crew offers on `date` around one order, as seen at `now`. */
  const startsAroundOneOrder = (date: string, durationMinutes: number, order: BusyInterval, now: Date) =>
    availableStartTimes({ date, durationMinutes, hasRoom: teams([order], 1), now, closing });

  it("spring-forward Sunday: starts are EDT and an order at 8:00 EDT blocks 8:00", () => {
    // Capacity 1, 2-hour visits; an order 8:00-10:00 EDT = 12:00-14:00 UTC.
    const starts = startsAroundOneOrder("2026-03-08", 120, busy("2026-03-08T12:00:00Z", "2026-03-08T14:00:00Z"), NOW);
    // 10:00 … 17:00 EDT = 14:00 … 21:00 UTC. Reading the day as EST would have offered 13:00 UTC
    // (9:00 EDT, inside the order) and missed 21:00 UTC.
    expect(isoList(starts)).toEqual(hoursUtc("2026-03-08", [14, 15, 16, 17, 18, 19, 20, 21]));
  });

  it("fall-back Sunday: starts are EST and an order at 8:00 EST blocks 8:00", () => {
    // Now is 15 October 2026 (EDT); 1 November is in range. An order 8:00-10:00 EST = 13:00-15:00 UTC.
    const starts = startsAroundOneOrder("2026-11-01", 120, busy("2026-11-01T13:00:00Z", "2026-11-01T15:00:00Z"), at("2026-10-15T09:00:00-04:00"));
    // 10:00 … 17:00 EST = 15:00 … 22:00 UTC.
    expect(isoList(starts)).toEqual(hoursUtc("2026-11-01", [15, 16, 17, 18, 19, 20, 21, 22]));
  });

  it("an overnight order across the fall-back hour ends when its instant says, not its wall time", () => {
    // An order from 1:00 EDT to 8:30 EST: 05:00Z to 13:30Z, which is 8.5 real hours.
    const starts = startsAroundOneOrder("2026-11-01", 60, busy("2026-11-01T01:00:00-04:00", "2026-11-01T08:30:00-05:00"), at("2026-10-15T09:00:00-04:00"));
    expect(isoList(starts)[0]).toBe("2026-11-01T14:00:00.000Z"); // 9:00 EST
    expect(starts).toHaveLength(9);
  });
});

describe("isBookableStart and startProblem", () => {
  const check = {
    start: at("2026-04-15T08:00:00-04:00"),
    durationMinutes: 120,
    hasRoom: teams([], 1),
    now: NOW,
    closing,
  };

  it("accepts an offered start", () => {
    expect(startProblem(check)).toBeNull();
    expect(isBookableStart(check)).toBe(true);
    expect(isBookableStart({ ...check, start: at("2026-04-15T17:00:00-04:00") })).toBe(true);
    // Spring-forward Sunday 8:00 EDT, and the Saturday before at 8:00 EST.
    expect(isBookableStart({ ...check, start: at("2026-03-08T12:00:00Z") })).toBe(true);
    expect(isBookableStart({ ...check, start: at("2026-03-07T13:00:00Z") })).toBe(true);
    // Fall-back Sunday 17:00 EST (22:00 UTC; 18:00 by the summer clock) and 16:00 EST.
    expect(isBookableStart({ ...check, start: at("2026-11-01T22:00:00Z"), now: at("2026-10-15T09:00:00-04:00") })).toBe(true);
    expect(isBookableStart({ ...check, start: at("2026-11-01T21:00:00Z"), now: at("2026-10-15T09:00:00-04:00") })).toBe(true);
  });

  it.each([
    ["off the hour", "2026-04-15T08:30:00-04:00", "not-a-start-time"],
    ["before 8:00", "2026-04-15T07:00:00-04:00", "not-a-start-time"],
    ["after 17:00", "2026-04-15T18:00:00-04:00", "not-a-start-time"],
    ["a second past the hour", "2026-04-15T09:00:01-04:00", "not-a-start-time"],
    // 11:00 UTC on spring-forward Sunday is 7:00 EDT (it would be 6:00 by the winter clock).
    ["7:00 EDT on spring-forward Sunday", "2026-03-08T11:00:00Z", "not-a-start-time"],
    ["today", "2026-03-01T17:00:00-05:00", "outside-booking-window"],
    ["91 days ahead", "2026-05-31T08:00:00-04:00", "outside-booking-window"],
    ["90 days ahead", "2026-05-30T17:00:00-04:00", null],
  ])("%s", (_name, start, problem) => {
    expect(startProblem({ ...check, start: at(start) })).toBe(problem);
  });

  it("refuses a full slot, and an invalid start", () => {
    const order = busy("2026-04-15T09:00:00-04:00", "2026-04-15T09:30:00-04:00");
    const full = { ...check, hasRoom: teams([order], 1) };
    expect(startProblem(full)).toBe("fully-booked");
    expect(isBookableStart(full)).toBe(false);
    expect(isBookableStart({ ...full, hasRoom: teams([order], 2) })).toBe(true);
    expect(startProblem({ ...check, start: new Date(Number.NaN) })).toBe("invalid");
    expect(startProblem({ ...check, durationMinutes: -60 })).toBe("invalid");
  });
});

describe("maxOverlap", () => {
  const from = at("2026-04-15T12:00:00Z");
  const to = at("2026-04-15T16:00:00Z");
  it.each<[string, BusyInterval[], number]>([
    ["nothing", [], 0],
    ["one inside", [busy("2026-04-15T13:00:00Z", "2026-04-15T14:00:00Z")], 1],
    ["one covering the whole window", [busy("2026-04-15T00:00:00Z", "2026-04-16T00:00:00Z")], 1],
    ["ending as the window starts", [busy("2026-04-15T10:00:00Z", "2026-04-15T12:00:00Z")], 0],
    ["starting as the window ends", [busy("2026-04-15T16:00:00Z", "2026-04-15T18:00:00Z")], 0],
    [
      "two back to back",
      [busy("2026-04-15T12:00:00Z", "2026-04-15T13:00:00Z"), busy("2026-04-15T13:00:00Z", "2026-04-15T14:00:00Z")],
      1,
    ],
    [
      "three nested",
      [
        busy("2026-04-15T12:00:00Z", "2026-04-15T16:00:00Z"),
        busy("2026-04-15T13:00:00Z", "2026-04-15T15:00:00Z"),
        busy("2026-04-15T14:00:00Z", "2026-04-15T14:30:00Z"),
      ],
      3,
    ],
    [
      "two overlapping in the window, one outside it",
      [
        busy("2026-04-15T11:00:00Z", "2026-04-15T12:30:00Z"),
        busy("2026-04-15T12:15:00Z", "2026-04-15T13:00:00Z"),
        busy("2026-04-15T17:00:00Z", "2026-04-15T18:00:00Z"),
      ],
      2,
    ],
    [
      "two that overlap each other only outside the window",
      [busy("2026-04-15T10:00:00Z", "2026-04-15T12:30:00Z"), busy("2026-04-15T11:00:00Z", "2026-04-15T11:30:00Z")],
      1,
    ],
  ])("%s → %i", (_name, intervals, expected) => {
    expect(maxOverlap(intervals, from, to)).toBe(expected);
  });
});

describe("the end of the working day and closed days", () => {
  // Monday 2 March 2026, 10:00 in New York.
  const now = new Date("2026-03-02T15:00:00.000Z");
  const hoursOf = (times: Date[]) => times.map((time) => Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", hourCycle: "h23" }).format(time)));

  it("offers only starts that end by 19:00 New York time", () => {
    expect(hoursOf(availableStartTimes({ date: "2026-03-10", durationMinutes: 180, hasRoom: teams([], 4), now, closing }))).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(hoursOf(availableStartTimes({ date: "2026-03-10", durationMinutes: 8 * 60, hasRoom: teams([], 4), now, closing }))).toEqual([8, 9, 10, 11]);
    expect(hoursOf(availableStartTimes({ date: "2026-03-10", durationMinutes: 120, hasRoom: teams([], 4), now, closing }))).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it("refuses on the server a start whose visit would end after 19:00", () => {
    const start = new Date("2026-03-10T21:00:00.000Z"); // 17:00 in New York
    expect(startProblem({ start, durationMinutes: 180, hasRoom: teams([], 4), now, closing })).toBe("ends-too-late");
    expect(startProblem({ start, durationMinutes: 120, hasRoom: teams([], 4), now, closing })).toBeNull();
  });

  it("offers nothing on a holiday the company closes or a day staff closed, and refuses it on the server", () => {
    const staffClosed = closingWith({}, [{ date: "2026-03-12", reason: "Staff training" }]);
    // Memorial Day is one of the six holidays closed by default.
    expect(availableStartTimes({ date: "2026-05-25", durationMinutes: 120, hasRoom: teams([], 4), now, closing })).toEqual([]);
    expect(availableStartTimes({ date: "2026-03-12", durationMinutes: 120, hasRoom: teams([], 4), now, closing: staffClosed })).toEqual([]);
    const memorialDay = new Date("2026-05-25T13:00:00.000Z");
    expect(startProblem({ start: memorialDay, durationMinutes: 120, hasRoom: teams([], 4), now, closing })).toBe("closed-day");
    expect(startProblem({ start: new Date("2026-03-12T13:00:00.000Z"), durationMinutes: 120, hasRoom: teams([], 4), now, closing: staffClosed })).toBe("closed-day");
    expect(availableStartTimes({ date: "2026-03-12", durationMinutes: 120, hasRoom: teams([], 4), now, closing })).toHaveLength(10);
  });
});

describe("the holidays the company chooses to close", () => {
  // Thursday 1 October 2026: Columbus Day (Oct 12), Veterans Day (Nov 11) and Thanksgiving (Nov 26) are in range.
  const autumn = at("2026-10-01T10:00:00-04:00");
  const starts = (date: string, now: Date, choice: ClosingCalendar) => availableStartTimes({ date, durationMinutes: 120, hasRoom: teams([], 4), now, closing: choice });
  const problem = (date: string, now: Date, choice: ClosingCalendar) => startProblem({ start: nyTime(date, 10), durationMinutes: 120, hasRoom: teams([], 4), now, closing: choice });

  it("by default works Columbus Day and Veterans Day and closes Thanksgiving", () => {
    expect(starts("2026-10-12", autumn, closing)).toHaveLength(10);
    expect(problem("2026-11-11", autumn, closing)).toBeNull();
    expect(starts("2026-11-26", autumn, closing)).toEqual([]);
    expect(problem("2026-11-26", autumn, closing)).toBe("closed-day");
  });

  it("closes Veterans Day once the company closes it, and offers Thanksgiving once it opens it", () => {
    const choice = closingWith({ "veterans-day": { closed: true, surchargePercent: 0 }, thanksgiving: { closed: false, surchargePercent: 25 } });
    expect(starts("2026-11-11", autumn, choice)).toEqual([]);
    expect(problem("2026-11-11", autumn, choice)).toBe("closed-day");
    expect(starts("2026-11-26", autumn, choice)).toHaveLength(10);
    expect(problem("2026-11-26", autumn, choice)).toBeNull();
    // Columbus Day is untouched.
    expect(problem("2026-10-12", autumn, choice)).toBeNull();
  });

  it("closes or opens the weekday a weekend holiday is observed on with its holiday", () => {
    // July 4, 2026 is a Saturday: observed Friday July 3, closed by default with Independence Day.
    const june = at("2026-06-10T10:00:00-04:00");
    expect(starts("2026-07-03", june, closing)).toEqual([]);
    expect(starts("2026-07-03", june, closingWith({ "independence-day": { closed: false, surchargePercent: 0 } }))).toHaveLength(10);
    // June 19, 2027 is a Saturday: Juneteenth, open by default, is observed Friday June 18.
    const june2027 = at("2027-06-01T10:00:00-04:00");
    expect(starts("2027-06-18", june2027, closing)).toHaveLength(10);
    expect(starts("2027-06-18", june2027, closingWith({ juneteenth: { closed: true, surchargePercent: 0 } }))).toEqual([]);
  });
});
