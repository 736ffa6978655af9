import { inspect } from "node:util";
import { users } from "@/lib/platform/db/schema";
import { createTestDatabase, testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { redactConsoleErrors } from "./console-redaction";
import { createLogger } from "./logger";
import { safeError } from "./safe-error";
import { captureLog } from "./testing";

// Each test opens and migrates a database of its own, which is slow on a busy machine.
jest.setTimeout(60_000);

/** The safe description as one plain line: type, message, code and cause. */
function safeErrorLine(value: unknown): string {
  const described = safeError(value);
  const code = described.code ? ` [${described.code}]` : "";
  const cause = described.cause ? `; caused by ${described.cause.type}: ${described.cause.message}` : "";
  return `${described.type}: ${described.message}${code}${cause}`;
}

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$TOPSECRETHASHVALUE0123456789abcdefABCDEF";
const EMAIL = "ada.lovelace.private@example.com";

describe.each(testDrivers())("a failed query in the log on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  async function failedInsert(): Promise<unknown> {
    const account = { email: EMAIL, passwordHash: HASH, firstName: "Ada", lastName: "Lovelace" };
    await database.db.insert(users).values(account).onConflictDoNothing();
    return database.db.insert(users).values(account).then(
      () => {
        throw new Error("the duplicate insert should have failed");
      },
      (error: unknown) => error,
    );
  }

  it("names the statement and the SQLSTATE code, never a bound value", async () => {
    const error = await failedInsert();
    const { stream, text } = captureLog();
    createLogger(stream, "info").error({ err: error }, "registration failed");
    const line = JSON.parse(text()) as { err: { message: string; code?: string; type: string } };
    expect(line.err.message).toBe("Failed query (insert users)");
    expect(line.err.code).toBe("23505");
    expect(text()).not.toContain("TOPSECRETHASHVALUE");
    expect(text()).not.toContain(EMAIL);
    expect(text()).not.toMatch(/params|parameters|argon2id/);

    const plain = safeErrorLine(error);
    expect(plain).toContain("Failed query (insert users) [23505]");
    expect(plain).not.toContain("TOPSECRETHASHVALUE");
    expect(plain).not.toContain(EMAIL);
  });

  it("also scrubs the error when it sits under another key or inside a cause", async () => {
    const error = await failedInsert();
    const wrapped = new Error("could not create the account", { cause: error });
    const { stream, text } = captureLog();
    const logger = createLogger(stream, "info");
    logger.error({ error: wrapped }, "wrapped");
    logger.error(wrapped);
    expect(text()).toContain("Failed query (insert users)");
    expect(text()).not.toContain("TOPSECRETHASHVALUE");
    expect(text()).not.toContain(EMAIL);
  });
});

describe.each(testDrivers())("Next's console output of a failed query on %s", (driver) => {
  it("prints the safe description instead of the error's fields", async () => {
    const database = await createTestDatabase(driver, { seed: false });
    try {
      const account = { email: EMAIL, passwordHash: HASH, firstName: "Ada", lastName: "Lovelace" };
      await database.db.insert(users).values(account);
      const error = await database.db.insert(users).values(account).then(() => null, (failure: unknown) => failure);
      const printed: string[] = [];
      const fakeConsole = {
        error: (...args: unknown[]) => void printed.push(args.map((arg) => inspect(arg)).join(" ")),
        warn: (...args: unknown[]) => void printed.push(args.map((arg) => inspect(arg)).join(" ")),
      };
      redactConsoleErrors(fakeConsole);
      fakeConsole.error(" ⨯", error);
      fakeConsole.warn(new Error("wrapped", { cause: error }));
      expect(printed[0]).toContain("Failed query (insert users)");
      expect(printed[0]).toContain("[23505]");
      expect(printed[1]).toContain("Caused by: DrizzleQueryError: Failed query (insert users)");
      expect(printed.join("\n")).not.toContain("TOPSECRETHASHVALUE");
      expect(printed.join("\n")).not.toContain(EMAIL);
    } finally {
      await database.close();
    }
  });
});
