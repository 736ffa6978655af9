import { parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { cleanerJobText, cleanerScheduleText, customerTexts, type VisitFacts } from "./notice-texts";
import { plainGsm } from "./plain-gsm";
import { smsSegments } from "./segments";

/** Tuesday 10 March 2026, 9:00 to 12:00 in New York (EDT, UTC−4). */
const visit: VisitFacts = { number: "C-10042", startsAt: new Date("2026-03-10T13:00:00Z"), endsAt: new Date("2026-03-10T16:00:00Z"), area: "Brooklyn 11211" };
const longUrl = `https://www.boroughbrightcleaning.com/poll/${"x".repeat(43)}`;

describe("what each text says", () => {
  const bodies: Array<[string, string]> = [
    ["booking received", customerTexts.bookingReceived(visit)],
    ["booking confirmed", customerTexts.bookingConfirmed(visit)],
    ["reminder", customerTexts.reminder(visit)],
    ["on my way", customerTexts.onMyWay("Maria", 20)],
    ["visit complete", customerTexts.visitComplete(longUrl, "Maria")],
    ["payment declined", customerTexts.paymentDeclined({ amount: "$1,190.53", what: "late-cancellation fee", visitStartsAt: visit.startsAt, payUrl: "https://www.boroughbrightcleaning.com/pay/9c69b526-c800-48db-9967-2692e10bc56e" })],
    ["new cleaner", customerTexts.newCleaner(visit, "Bea")],
    ["cancelled by staff", customerTexts.cancelledByStaff(visit, "(212) 555-0147")],
    ...(["assigned", "moved", "cancelled", "reassigned"] as const).flatMap((change): Array<[string, string]> => [
      [`job ${change}`, cleanerJobText(change, visit, false).body],
      [`job ${change} today`, cleanerJobText(change, visit, true).body],
    ]),
  ];

  it.each(bodies)("%s: names us first, in plain GSM characters, in at most two segments", (_what, body) => {
    expect(body.startsWith("Borough Bright Cleaning: ")).toBe(true);
    expect(smsSegments(body).encoding).toBe("GSM-7");
    expect(smsSegments(body).segments).toBeLessThanOrEqual(2);
  });

  it("keeps to one segment where no link is needed", () => {
    for (const [what, body] of bodies.filter(([name]) => !["visit complete", "payment declined"].includes(name))) expect([what, smsSegments(body).segments]).toEqual([what, 1]);
  });

  it("says the times in New York and the reminder's replies", () => {
    expect(customerTexts.reminder(visit)).toBe("Borough Bright Cleaning: Reminder: your cleaning C-10042 is on Tue, Mar 10 at 9:00 AM. Reply C to confirm, R to reschedule.");
    expect(customerTexts.onMyWay("Maria", 20)).toBe("Borough Bright Cleaning: Maria is on the way, about 20 minutes.");
    expect(customerTexts.visitComplete(longUrl, null)).toBe(`Borough Bright Cleaning: Your cleaning is done, thank you! How did we do? Rate it: ${longUrl}`);
    expect(customerTexts.visitComplete(longUrl, "Maria")).toContain("Rate it and tip Maria if you like: https://");
  });

  it("makes a change to a visit of the day a same-day change, saying Today", () => {
    expect(cleanerJobText("cancelled", visit, false)).toEqual({ type: "job-cancelled", body: "Borough Bright Cleaning: Job C-10042 on Tue, Mar 10, 9:00 AM-12:00 PM (Brooklyn 11211) is cancelled." });
    expect(cleanerJobText("cancelled", visit, true)).toEqual({ type: "same-day-change", body: "Borough Bright Cleaning: Today: job C-10042 at 9:00 AM-12:00 PM (Brooklyn 11211) is cancelled. Please do not go." });
    expect(cleanerJobText("assigned", visit, false).type).toBe("job-assigned");
    expect(cleanerJobText("moved", visit, false).type).toBe("job-changed");
    expect(cleanerJobText("reassigned", visit, false).type).toBe("job-cancelled");
    for (const change of ["assigned", "moved", "reassigned"] as const) expect(cleanerJobText(change, visit, true).type).toBe("same-day-change");
  });

  it("writes names and printed times in GSM characters", () => {
    expect(plainGsm("Łukasz’s “team” – 9:00\u202fAM…")).toBe("Lukasz's \"team\" - 9:00 AM...");
    expect(plainGsm("José Müller 😀")).toBe("José Müller ");
    expect(customerTexts.onMyWay("Zoë-Łucja", 15)).toBe("Borough Bright Cleaning: Zoe-Lucja is on the way, about 15 minutes.");
  });
});

describe("tomorrow's schedule for a cleaner", () => {
  const date = parseIsoDate("2026-03-10");
  if (!date) throw new Error("bad date");
  /** `count` visits of 2 hours from 8 AM, in Brooklyn and Queens. */
  const day = (count: number): VisitFacts[] =>
    Array.from({ length: count }, (_, index) => ({
      number: `C-${10100 + index}`,
      startsAt: new Date(Date.UTC(2026, 2, 10, 12 + 2 * index)),
      endsAt: new Date(Date.UTC(2026, 2, 10, 14 + 2 * index)),
      area: index % 2 ? "Queens 11101" : "Brooklyn 11211",
    }));

  it("lists a usual day with times and areas, in one or two segments", () => {
    const text = cleanerScheduleText(date, day(2));
    expect(text).toBe("Borough Bright Cleaning: Your visits tomorrow, Tue, Mar 10: 8:00 AM-10:00 AM Brooklyn 11211; 10:00 AM-12:00 PM Queens 11101. Details in your cabinet.");
    expect(smsSegments(text).segments).toBeLessThanOrEqual(2);
  });

  it("shortens a long day to start and ZIP to stay in two segments", () => {
    const text = cleanerScheduleText(date, day(7));
    expect(text).toContain("8:00 AM 11211; 10:00 AM 11101;");
    expect(text.match(/;/g)).toHaveLength(6);
    expect(smsSegments(text)).toMatchObject({ encoding: "GSM-7", segments: 2 });
  });

  it("never passes three segments: the last visits are left to the cabinet", () => {
    const text = cleanerScheduleText(date, day(30));
    expect(smsSegments(text)).toMatchObject({ encoding: "GSM-7", segments: 3 });
    const shown = (text.match(/ (AM|PM) /g) ?? []).length;
    expect(text).toMatch(new RegExp(`; \\+${30 - shown} more in your cabinet\\.$`));
  });
});
