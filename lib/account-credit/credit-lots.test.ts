import { creditLots, dueExpiries, nextExpiry, type LedgerEntry } from "./credit-lots";

const DAY = 24 * 60 * 60 * 1000;
let next = 0;
function entry(kind: LedgerEntry["kind"], amountCents: number, iso: string, expiresEntryId: string | null = null): LedgerEntry {
  next += 1;
  return { id: `e${next}`, kind, amountCents, createdAt: new Date(iso), expiresEntryId };
}

describe("credit lots, first in first out", () => {
  it("makes up a shortfall from the next addition before it counts as credit", () => {
    const first = entry("earned", 2500, "2026-01-01T12:00:00Z");
    const ledger = [first, entry("spent", -2500, "2026-01-02T12:00:00Z"), entry("adjusted", -2500, "2026-01-03T12:00:00Z"), entry("earned", 3000, "2026-01-04T12:00:00Z")];
    const lots = creditLots(ledger, 365 * DAY, new Date("2026-02-01T00:00:00Z"));
    expect(lots.map((lot) => [lot.amountCents, lot.remainingCents])).toEqual([
      [2500, 0],
      [3000, 500],
    ]);
    expect(nextExpiry(lots)).toEqual({ amountCents: 500, expiresAt: new Date("2027-01-04T12:00:00Z") });
  });

  it("lets credit earned at an instant be spent at it, and closes a lot whose expiry is written", () => {
    const earned = entry("earned", 2500, "2026-01-01T12:00:00Z");
    const ledger = [entry("spent", -1000, "2026-01-01T12:00:00Z"), earned, entry("expired", -1500, "2026-01-11T08:30:00Z", earned.id), entry("adjusted", 700, "2026-01-12T12:00:00Z")];
    const now = new Date("2026-03-01T00:00:00Z");
    const lots = creditLots(ledger, 10 * DAY, now);
    expect(lots.find((lot) => lot.id === earned.id)).toMatchObject({ remainingCents: 1500, expiryWritten: true });
    expect(dueExpiries(lots, now)).toEqual([]);
    expect(nextExpiry(lots)).toBeNull();
  });

  it("reckons an expiry not yet written at the run, after what was spent in between", () => {
    const older = entry("earned", 2000, "2026-01-01T12:00:00Z");
    const newer = entry("earned", 2000, "2026-01-05T12:00:00Z");
    const now = new Date("2026-01-12T08:30:00Z");
    const lots = creditLots([older, newer, entry("spent", -1500, "2026-01-11T13:00:00Z")], 10 * DAY, now);
    expect(dueExpiries(lots, now).map((lot) => [lot.id, lot.remainingCents])).toEqual([[older.id, 500]]);
    expect(nextExpiry(lots)).toEqual({ amountCents: 500, expiresAt: new Date("2026-01-11T12:00:00Z") });
  });
});
