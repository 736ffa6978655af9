import { isUniqueViolation, sqlStateOf } from "./errors";

/** Shaped like what postgres-js and PGlite throw, and like Drizzle's wrapper around them. */
const driverError = (code: string) => Object.assign(new Error("duplicate key value violates unique constraint"), { code });
const wrapped = (cause: unknown) => new Error("Failed query: insert into ...", { cause });

describe("sqlStateOf and isUniqueViolation", () => {
  it("read the SQLSTATE on the driver's error or on a wrapper's cause", () => {
    expect(sqlStateOf(driverError("23505"))).toBe("23505");
    expect(sqlStateOf(wrapped(driverError("22P02")))).toBe("22P02");
    expect(isUniqueViolation(wrapped(wrapped(driverError("23505"))))).toBe(true);
  });

  it("say no for other errors, codes that are not SQLSTATEs, and non-errors", () => {
    expect(isUniqueViolation(wrapped(driverError("23503")))).toBe(false);
    expect(sqlStateOf(Object.assign(new Error("socket"), { code: "ECONNRESET" }))).toBeNull();
    expect(sqlStateOf("23505")).toBeNull();
    expect(sqlStateOf(null)).toBeNull();
  });
});
