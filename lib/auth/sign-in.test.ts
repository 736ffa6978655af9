import { eq } from "drizzle-orm";
import { createTestUser, TEST_PASSWORD } from "@/lib/account/test-support";
import { jobs } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { ACCOUNT_MAIL_JOBS } from "./account-mail-jobs";
import { SIGN_IN_MESSAGES, signInWithPassword, SLOWDOWN_CAP_MS } from "./sign-in";

jest.setTimeout(60_000);

let addressCounter = 0;
/** A fresh made-up client address (TEST-NET-3) per call. */
const freshAddress = () => `203.0.113.${++addressCounter % 250}`;

describe.each(testDrivers())("password sign-in limits on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  /** Sign-in with the pause recorded instead of waited for. */
  function attempt(email: string, password: string, address: string, pauses: number[] = []) {
    return signInWithPassword(database.db, { email, password, address }, { pause: async (ms) => void pauses.push(ms) });
  }

  it("ten wrong passwords from ten addresses do not lock the owner out: they only slow the account down", async () => {
    const user = await createTestUser(database.db);
    const pauses: number[] = [];
    for (let index = 0; index < 10; index++) {
      expect(await attempt(user.email, `guess-${index}`, freshAddress(), pauses)).toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalid });
    }
    const owner: number[] = [];
    const result = await attempt(user.email, TEST_PASSWORD, freshAddress(), owner);
    expect(result.ok && result.user.id).toBe(user.id);
    // The delay grows with the failures and never exceeds its cap.
    expect(pauses.slice(0, 5).every((ms) => ms === 0)).toBe(true);
    expect(pauses.slice(5)).toEqual([...pauses.slice(5)].sort((a, b) => a - b));
    expect(pauses[9]).toBeGreaterThan(pauses[5] ?? 0);
    expect(Math.max(...pauses, ...owner)).toBeLessThanOrEqual(SLOWDOWN_CAP_MS);
    expect(owner[0]).toBeGreaterThan(0);
  });

  it("refuses one address that keeps guessing one account, even with the right password, but not the owner elsewhere", async () => {
    const user = await createTestUser(database.db);
    const guesser = freshAddress();
    for (let index = 0; index < 10; index++) await attempt(user.email, `guess-${index}`, guesser);
    const refused = await attempt(user.email, TEST_PASSWORD, guesser);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
    const owner = await attempt(user.email, TEST_PASSWORD, freshAddress());
    expect(owner.ok).toBe(true);
  });

  it("emails the owner once per window when an account sees many failures", async () => {
    const user = await createTestUser(database.db);
    for (let index = 0; index < 30; index++) await attempt(user.email, `guess-${index}`, freshAddress());
    const alerts = await database.db.select().from(jobs).where(eq(jobs.kind, ACCOUNT_MAIL_JOBS.signInFailures));
    expect(alerts.filter((job) => job.payload.userId === user.id)).toHaveLength(1);
  });
});
