import { checkSession, startSession } from "@/lib/auth/session-records";
import { sessionsOf, signOutEverywhere, signOutSession } from "./sessions";
import { createTestUser } from "./test-support";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";

jest.setTimeout(60_000);

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe.each(testDrivers())("signed-in devices on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  async function signedInTwice() {
    const user = await createTestUser(database.db);
    const phone = await startSession(database.db, user, IPHONE);
    const laptop = await startSession(database.db, user, WINDOWS);
    return { user, phone, laptop, active: (sid: string) => checkSession(database.db, { sub: user.id, sv: user.sessionVersion, sid }).then((check) => check.kind === "active") };
  }

  it("lists each device by name, marking the one asking", async () => {
    const { user, phone, laptop } = await signedInTwice();
    const sessions = await sessionsOf(database.db, user.id, laptop);
    expect(sessions.map(({ id, device, current }) => ({ id, device, current })).sort((a, b) => a.device.localeCompare(b.device))).toEqual([
      { id: laptop, device: "Chrome on Windows", current: true },
      { id: phone, device: "Safari on iPhone", current: false },
    ]);
  });

  it("signs one device out, and only the owner can", async () => {
    const { user, phone, laptop, active } = await signedInTwice();
    const stranger = await createTestUser(database.db);
    expect(await signOutSession(database.db, stranger.id, phone)).toBe(false);
    expect(await active(phone)).toBe(true);
    expect(await signOutSession(database.db, user.id, phone)).toBe(true);
    expect(await signOutSession(database.db, user.id, phone)).toBe(false);
    expect(await active(phone)).toBe(false);
    expect(await active(laptop)).toBe(true);
    expect((await sessionsOf(database.db, user.id, laptop)).map((session) => session.id)).toEqual([laptop]);
  });

  it("signs out everywhere", async () => {
    const { user, phone, laptop, active } = await signedInTwice();
    expect(await signOutEverywhere(database.db, user.id)).toBe(2);
    expect([await active(phone), await active(laptop)]).toEqual([false, false]);
    expect(await sessionsOf(database.db, user.id, laptop)).toEqual([]);
  });
});
