import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { resetConfigCache } from "@/lib/platform/config";
import { configuredDailyCaps, countDailyText, type CapCheck } from "./caps";

const caps = { perRecipient: 3, overall: 5 };
const allowed = (checks: CapCheck[]) => checks.filter((check) => check.allowed).length;
const phone = (n: number) => `+1646555${String(1000 + n).slice(-4)}`;

describe.each(testDrivers())("daily text caps on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });
  // The counts are per day: each test counts on a day of its own, so the block shares one database.
  let day = 0;
  let noon: Date;
  beforeEach(() => {
    day += 1;
    noon = new Date(Date.UTC(2026, 4, day, 16));
  });

  it("lets exactly the recipient's cap through when many texts to one number go together", async () => {
    const checks = await Promise.all(Array.from({ length: 12 }, () => countDailyText(database.db, phone(1), noon, caps)));
    expect(allowed(checks)).toBe(3);
    expect(checks.filter((check) => !check.allowed)).toEqual(Array.from({ length: 9 }, () => ({ allowed: false, reason: "recipient-cap" })));
  });

  it("lets exactly the overall cap through when texts to many numbers go together", async () => {
    const checks = await Promise.all(Array.from({ length: 12 }, (_, n) => countDailyText(database.db, phone(n), noon, caps)));
    expect(allowed(checks)).toBe(5);
    expect(checks.filter((check) => !check.allowed).every((check) => !check.allowed && check.reason === "overall-cap")).toBe(true);
  });

  it("holds both caps when texts to a few numbers go together", async () => {
    const checks = await Promise.all(Array.from({ length: 24 }, (_, n) => countDailyText(database.db, phone(n % 2), noon, { perRecipient: 4, overall: 6 })));
    expect(allowed(checks)).toBe(6);
  });

  it("counts a text refused for its recipient nowhere", async () => {
    for (let i = 0; i < 3; i++) expect(await countDailyText(database.db, phone(1), noon, caps)).toEqual({ allowed: true });
    expect(await countDailyText(database.db, phone(1), noon, caps)).toEqual({ allowed: false, reason: "recipient-cap" });
    expect(await countDailyText(database.db, phone(1), noon, caps)).toEqual({ allowed: false, reason: "recipient-cap" });
    expect(await countDailyText(database.db, phone(2), noon, caps)).toEqual({ allowed: true });
    expect(await countDailyText(database.db, phone(3), noon, caps)).toEqual({ allowed: true });
    expect(await countDailyText(database.db, phone(4), noon, caps)).toEqual({ allowed: false, reason: "overall-cap" });
  });

  it("starts again at midnight in New York, not in UTC", async () => {
    const late = new Date("2026-01-16T04:59:00Z"); // 23:59 EST on 15 January; already the 16th in UTC
    const midnight = new Date("2026-01-16T05:00:00Z"); // 00:00 EST on 16 January
    const one = { perRecipient: 1, overall: 10 };
    expect(await countDailyText(database.db, phone(1), new Date("2026-01-15T14:00:00Z"), one)).toEqual({ allowed: true });
    expect(await countDailyText(database.db, phone(1), late, one)).toEqual({ allowed: false, reason: "recipient-cap" });
    expect(await countDailyText(database.db, phone(1), midnight, one)).toEqual({ allowed: true });
  });

  it("counts inside a caller's transaction, and forgets the count when that transaction rolls back", async () => {
    const one = { perRecipient: 1, overall: 1 };
    await expect(
      database.db.transaction(async (tx) => {
        expect(await countDailyText(tx, phone(1), noon, one)).toEqual({ allowed: true });
        expect(await countDailyText(tx, phone(2), noon, one)).toEqual({ allowed: false, reason: "overall-cap" });
        throw new Error("the cause was rolled back");
      }),
    ).rejects.toThrow("the cause was rolled back");
    expect(await countDailyText(database.db, phone(1), noon, one)).toEqual({ allowed: true });
  });

  it("refuses everything under a cap of zero", async () => {
    expect(await countDailyText(database.db, phone(1), noon, { perRecipient: 0, overall: 5 })).toEqual({ allowed: false, reason: "recipient-cap" });
    expect(await countDailyText(database.db, phone(1), noon, { perRecipient: 5, overall: 0 })).toEqual({ allowed: false, reason: "overall-cap" });
    expect(await countDailyText(database.db, phone(1), noon, { perRecipient: 1, overall: 1 })).toEqual({ allowed: true });
  });

  it("counts against the configured caps when none are handed in", async () => {
    const saved = process.env.SMS_DAILY_CAP_PER_RECIPIENT;
    process.env.SMS_DAILY_CAP_PER_RECIPIENT = "2";
    resetConfigCache();
    try {
      expect(configuredDailyCaps()).toEqual({ perRecipient: 2, overall: 1000 });
      const checks = [];
      for (let i = 0; i < 3; i++) checks.push(await countDailyText(database.db, phone(1), noon));
      expect(checks).toEqual([{ allowed: true }, { allowed: true }, { allowed: false, reason: "recipient-cap" }]);
    } finally {
      if (saved === undefined) delete process.env.SMS_DAILY_CAP_PER_RECIPIENT;
      else process.env.SMS_DAILY_CAP_PER_RECIPIENT = saved;
      resetConfigCache();
    }
  });
});
