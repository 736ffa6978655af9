import { SMS_TYPES, type OutgoingSmsType, type SmsType } from "@/lib/kernel/enums/sms";
import { mayTextNow, nextTextingTime } from "./quiet-hours";

/**
 * Instants are written in UTC on purpose: New York is UTC−5 in winter and UTC−4 in summer, so a
 * rule that used a fixed offset, or the machine's zone, fails one of the rows below.
 */
const at = (iso: string) => new Date(iso);

describe("mayTextNow for a reminder (quiet from 9 PM to 8 AM in New York)", () => {
  it.each([
    // a winter day (EST, UTC−5)
    ["2026-01-15T12:59:00Z", "07:59 EST", false],
    ["2026-01-15T13:00:00Z", "08:00 EST", true],
    ["2026-01-16T01:59:00Z", "20:59 EST", true],
    ["2026-01-16T02:00:00Z", "21:00 EST", false],
    ["2026-01-16T05:00:00Z", "midnight EST", false],
    // a summer day (EDT, UTC−4)
    ["2026-07-01T11:59:00Z", "07:59 EDT", false],
    ["2026-07-01T12:00:00Z", "08:00 EDT", true],
    ["2026-07-02T00:59:00Z", "20:59 EDT", true],
    ["2026-07-02T01:00:00Z", "21:00 EDT", false],
    // spring forward, Sunday 8 March 2026: 2 AM EST becomes 3 AM EDT
    ["2026-03-08T02:00:00Z", "21:00 EST the night before", false],
    ["2026-03-08T07:30:00Z", "03:30 EDT, just after the switch", false],
    ["2026-03-08T11:59:00Z", "07:59 EDT", false],
    ["2026-03-08T12:30:00Z", "08:30 EDT (07:30 by a stale −5 offset)", true],
    ["2026-03-09T00:59:00Z", "20:59 EDT", true],
    ["2026-03-09T01:30:00Z", "21:30 EDT (20:30 by a stale −5 offset)", false],
    // fall back, Sunday 1 November 2026: 2 AM EDT becomes 1 AM EST
    ["2026-11-01T05:30:00Z", "01:30 EDT, the first of two", false],
    ["2026-11-01T06:30:00Z", "01:30 EST, the second", false],
    ["2026-11-01T12:30:00Z", "07:30 EST (08:30 by a stale −4 offset)", false],
    ["2026-11-01T13:00:00Z", "08:00 EST", true],
    ["2026-11-02T01:30:00Z", "20:30 EST (21:30 by a stale −4 offset)", true],
    ["2026-11-02T02:00:00Z", "21:00 EST", false],
    // year end: in UTC the new year has begun while New York still has its evening
    ["2027-01-01T01:59:00Z", "20:59 EST on 31 December", true],
    ["2027-01-01T02:00:00Z", "21:00 EST on 31 December", false],
    ["2027-01-01T12:59:00Z", "07:59 EST on 1 January", false],
    ["2027-01-01T13:00:00Z", "08:00 EST on 1 January", true],
  ])("at %s (%s): %s", (iso, _wallClock, expected) => {
    expect(mayTextNow("reminder", at(iso))).toBe(expected);
  });
});

describe("what may go out at night", () => {
  const night = at("2026-11-01T06:30:00Z"); // 01:30 EST on the fall-back Sunday

  it.each<OutgoingSmsType>(["on-my-way", "same-day-change", "keyword-reply"])("%s goes out at any hour", (type) => {
    expect(mayTextNow(type, night)).toBe(true);
  });

  // Every other type, a new one included, waits: the three above go at any hour, and we never send "inbound".
  const notWaiting: readonly SmsType[] = ["on-my-way", "same-day-change", "keyword-reply", "inbound"];
  const daytimeOnly = SMS_TYPES.filter((type): type is OutgoingSmsType => !notWaiting.includes(type));

  it.each(daytimeOnly)("%s waits for the morning", (type) => {
    expect(mayTextNow(type, night)).toBe(false);
  });
});

describe("nextTextingTime", () => {
  it.each([
    ["2026-01-15T15:00:00Z", "10:00 EST: at once", "2026-01-15T15:00:00.000Z"],
    ["2026-01-16T02:00:00Z", "21:00 EST: the next morning", "2026-01-16T13:00:00.000Z"],
    ["2026-01-16T05:00:00Z", "midnight EST: this morning", "2026-01-16T13:00:00.000Z"],
    ["2026-01-16T10:00:00Z", "05:00 EST: this morning", "2026-01-16T13:00:00.000Z"],
    ["2026-03-08T03:00:00Z", "22:00 EST before spring forward: 08:00 EDT", "2026-03-08T12:00:00.000Z"],
    ["2026-11-01T03:00:00Z", "23:00 EDT before fall back: 08:00 EST", "2026-11-01T13:00:00.000Z"],
    ["2027-01-01T02:30:00Z", "21:30 EST on 31 December: 1 January", "2027-01-01T13:00:00.000Z"],
  ])("from %s (%s)", (iso, _case, expected) => {
    expect(nextTextingTime("reminder", at(iso)).toISOString()).toBe(expected);
  });

  it("sends the cleaner on the way at once, even at night", () => {
    const night = at("2026-01-16T05:00:00Z");
    expect(nextTextingTime("on-my-way", night)).toBe(night);
  });
});
