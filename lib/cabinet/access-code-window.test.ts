import { accessCodeProblem, accessCodeTiming, accessCodeWindow } from "./access-code-window";

const at = (iso: string) => new Date(iso);

describe("the access-code window (docs/product.md, \"Access details and keys\")", () => {
  it("opens two hours before the start and closes at the end of the visit, both ends included", () => {
    // Thursday, December 3, 2026, 9:00 AM – 12:30 PM EST (UTC−5).
    const window = accessCodeWindow({ startsAt: at("2026-12-03T14:00:00Z"), endsAt: at("2026-12-03T17:30:00Z") });
    expect(window).toEqual({ opensAt: at("2026-12-03T12:00:00Z"), closesAt: at("2026-12-03T17:30:00Z") });
    expect(accessCodeTiming(window, at("2026-12-03T11:59:59.999Z"))).toBe("early");
    expect(accessCodeTiming(window, at("2026-12-03T12:00:00Z"))).toBe("open");
    expect(accessCodeTiming(window, at("2026-12-03T17:30:00Z"))).toBe("open");
    expect(accessCodeTiming(window, at("2026-12-03T17:30:00.001Z"))).toBe("closed");
    expect(accessCodeProblem(window, at("2026-12-02T20:00:00Z"))).toBe("The codes show from 7:00 AM on Thu, Dec 3, 2026, two hours before the visit, until it ends.");
    expect(accessCodeProblem(window, at("2026-12-03T18:00:00Z"))).toMatch(/^The codes were shown until the visit ended at 12:30 PM on Thu, Dec 3, 2026\./);
    expect(accessCodeProblem(window, at("2026-12-03T13:00:00Z"))).toBeNull();
  });

  it("counts two real hours across the spring-forward gap (March 8, 2026)", () => {
    // 3:00 AM EDT = 07:00Z; two hours before is 05:00Z, which is midnight EST: still the visit's day.
    const early = accessCodeWindow({ startsAt: at("2026-03-08T07:00:00Z"), endsAt: at("2026-03-08T09:00:00Z") });
    expect(early.opensAt).toEqual(at("2026-03-08T05:00:00Z"));
    // 8:00 AM EDT = 12:00Z; opens 10:00Z = 6:00 AM EDT (wall clock says two hours too).
    const usual = accessCodeWindow({ startsAt: at("2026-03-08T12:00:00Z"), endsAt: at("2026-03-08T15:00:00Z") });
    expect(usual.opensAt).toEqual(at("2026-03-08T10:00:00Z"));
    expect(accessCodeProblem(usual, at("2026-03-08T09:59:00Z"))).toMatch(/from 6:00 AM on Sun, Mar 8, 2026/);
  });

  it("counts two real hours across the fall-back hour (November 1, 2026)", () => {
    // 1:30 AM EST (the second 1:30) = 06:30Z; two hours before is 04:30Z = 12:30 AM EDT, same day.
    const window = accessCodeWindow({ startsAt: at("2026-11-01T06:30:00Z"), endsAt: at("2026-11-01T08:00:00Z") });
    expect(window.opensAt).toEqual(at("2026-11-01T04:30:00Z"));
    // 8:00 AM EST = 13:00Z; opens 11:00Z = 6:00 AM EST.
    expect(accessCodeWindow({ startsAt: at("2026-11-01T13:00:00Z"), endsAt: at("2026-11-01T16:00:00Z") }).opensAt).toEqual(at("2026-11-01T11:00:00Z"));
  });

  it("keeps a visit near midnight to its own New York day", () => {
    // 12:30 AM EST on December 4 = 05:30Z: opens at midnight (05:00Z), not at 10:30 PM the evening before.
    const justAfter = accessCodeWindow({ startsAt: at("2026-12-04T05:30:00Z"), endsAt: at("2026-12-04T07:00:00Z") });
    expect(justAfter.opensAt).toEqual(at("2026-12-04T05:00:00Z"));
    expect(accessCodeTiming(justAfter, at("2026-12-04T04:59:59Z"))).toBe("early");
    // 11:00 PM EST December 3 – 1:00 AM December 4: closes as December 3 ends.
    const across = accessCodeWindow({ startsAt: at("2026-12-04T04:00:00Z"), endsAt: at("2026-12-04T06:00:00Z") });
    expect(across).toEqual({ opensAt: at("2026-12-04T02:00:00Z"), closesAt: at("2026-12-04T04:59:59.999Z") });
    expect(accessCodeTiming(across, at("2026-12-04T05:00:00Z"))).toBe("closed");
  });
});
