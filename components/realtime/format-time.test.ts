import { formatNotificationTime } from "./format-time";

describe("formatNotificationTime", () => {
  it("shows the time in New York, whatever the machine's zone", () => {
    // 02:05 UTC on March 4 is 9:05 PM on March 3 in New York (EST).
    expect(formatNotificationTime("2026-03-04T02:05:00.000Z")).toBe("Mar 3, 2026, 9:05 PM EST");
    expect(formatNotificationTime("2026-07-04T16:00:00Z")).toBe("Jul 4, 2026, 12:00 PM EDT");
  });

  it("shows an unreadable timestamp as it came", () => {
    expect(formatNotificationTime("yesterday")).toBe("yesterday");
  });
});
