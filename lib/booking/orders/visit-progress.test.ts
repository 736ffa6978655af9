import { describeForCleaner, describeForStaff, describeVisitProgress } from "./visit-progress";

describe("describeVisitProgress", () => {
  const base = { cleanerFirstName: "Marisol", onTheWay: null, checkedInAt: null };
  it("says where the visit stands in the customer's words, New York time", () => {
    expect(describeVisitProgress({ ...base, status: "assigned" })).toBe("Marisol is your cleaner for this visit.");
    expect(describeVisitProgress({ ...base, status: "assigned", onTheWay: { at: "2026-03-04T15:00:00.000Z", etaMinutes: 20 } })).toBe(
      "Marisol is on the way, about 20 minutes (around 10:20 AM).",
    );
    expect(describeVisitProgress({ ...base, status: "in_progress", checkedInAt: "2026-03-04T15:22:00.000Z" })).toBe("Marisol checked in at 10:22 AM and is cleaning now.");
    expect(describeVisitProgress({ ...base, status: "completed" })).toBe("Done: Marisol finished the cleaning. Thank you for booking with us.");
    expect(describeVisitProgress({ ...base, cleanerFirstName: null, status: "completed" })).toBe("Done: the cleaning is finished. Thank you for booking with us.");
  });
});

describe("staff and cleaner announcements", () => {
  it("names a new booking by number, day, time and borough", () => {
    const event = { change: "created", number: "C-10021", startsAt: "2026-03-06T15:00:00.000Z", borough: "Brooklyn", entry: { label: "Booking received", actorName: "Dana Booker" } };
    expect(describeForStaff(event)).toBe("New booking C-10021, Fri 10:00 AM, Brooklyn");
    expect(describeForStaff({ ...event, change: "checked_in", entry: { label: "Cleaner checked in", actorName: "Marisol Ortiz" } })).toBe("C-10021: Cleaner checked in (Marisol Ortiz)");
    expect(describeForCleaner({ change: "assigned", number: "C-10021", assigned: true })).toBe("New job C-10021 is in your list.");
    expect(describeForCleaner({ change: "assigned", number: "C-10021", assigned: false })).toBe("Job C-10021 is no longer yours.");
  });
});
