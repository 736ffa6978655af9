/** Thrown while reading a session the database no longer honours; next-auth then clears the cookie. */
export class SessionEndedError extends Error {
  constructor() {
    super("the session was ended on the server");
    this.name = "SessionEndedError";
  }
}

/**
 * The session could not be checked because the database did not answer. Not the user's fault:
 * the cookie is kept and the request answered 503, so a short outage signs nobody out.
 */
export class SessionUnavailableError extends Error {
  constructor(cause: unknown) {
    super("the session could not be checked", { cause });
    this.name = "SessionUnavailableError";
  }
}

export function isSessionUnavailable(error: unknown): error is SessionUnavailableError {
  return error instanceof Error && error.name === "SessionUnavailableError";
}
