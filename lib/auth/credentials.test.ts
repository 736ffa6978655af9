import { createTestUser, TEST_PASSWORD } from "@/lib/account/test-support";
import { authorizeCredentials, SIGN_IN_UNAVAILABLE } from "./credentials";
import { SIGN_IN_MESSAGES } from "./sign-in";
import { createTestDatabase, testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";

jest.setTimeout(60_000);

describe.each(testDrivers())("credentials sign-in on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  it("passes the known answers through", async () => {
    const user = await createTestUser(database.db);
    expect(await authorizeCredentials(database.db, { email: user.email, password: "not-it" }, "203.0.113.8")).toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalid });
    expect(await authorizeCredentials(database.db, { email: "nope" }, "203.0.113.8")).toEqual({ ok: false, message: "Enter a valid email address." });
    const ok = await authorizeCredentials(database.db, { email: user.email, password: TEST_PASSWORD }, "203.0.113.8");
    expect(ok.ok && ok.user.id).toBe(user.id);
  });

  it("shows only its own sentence when the database fails, never the SQL or its parameters", async () => {
    const broken = await createTestDatabase(driver, { seed: false });
    await broken.close();
    const outcome = await authorizeCredentials(broken.db, { email: "ana@example.com", password: TEST_PASSWORD }, "203.0.113.7");
    expect(outcome).toEqual({ ok: false, message: SIGN_IN_UNAVAILABLE });
    expect(SIGN_IN_UNAVAILABLE).toBe("Sign-in is unavailable right now, please try again");
  });
});
