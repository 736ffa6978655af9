import { isActiveAt } from "./active-window";

const at = (iso: string) => new Date(iso);
const now = at("2026-05-01T12:00:00Z");

describe("isActiveAt", () => {
  it("treats missing bounds as open", () => {
    expect(isActiveAt({ startsAt: null, endsAt: null }, now)).toBe(true);
    expect(isActiveAt({ startsAt: at("2026-01-01T00:00:00Z"), endsAt: null }, now)).toBe(true);
    expect(isActiveAt({ startsAt: null, endsAt: at("2026-12-31T00:00:00Z") }, now)).toBe(true);
  });

  it("includes the start and excludes the end", () => {
    expect(isActiveAt({ startsAt: now, endsAt: null }, now)).toBe(true);
    expect(isActiveAt({ startsAt: null, endsAt: now }, now)).toBe(false);
    expect(isActiveAt({ startsAt: at("2026-05-01T11:59:59.999Z"), endsAt: at("2026-05-01T12:00:00.001Z") }, now)).toBe(true);
  });

  it("is inactive before the start and after the end", () => {
    expect(isActiveAt({ startsAt: at("2026-05-02T00:00:00Z"), endsAt: null }, now)).toBe(false);
    expect(isActiveAt({ startsAt: at("2026-04-01T00:00:00Z"), endsAt: at("2026-04-30T00:00:00Z") }, now)).toBe(false);
  });
});
