/**
 * What the browser and a route handler share about one endpoint of our API: its method, its
 * path, the body the browser sends and the answer the handler promises and the browser checks
 * (docs/architecture.md, "Endpoint contracts"). The handler parses the body with the request
 * schema kept beside the contract and types its answer with `Answer`; the browser calls it
 * through `callApi` (lib/web/http/client.ts), which reads a success answer with `readAnswer`.
 */

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Checks an answer's shape and returns it typed, or throws. */
export type AnswerReader<T> = (value: unknown) => T;

export interface ApiContract<Params, Body, Answer, Read = Answer> {
  readonly method: ApiMethod;
  /** The URL of one call: the path with its ids, and a GET's query string. */
  readonly path: (params: Params) => string;
  /**
   * Checks a success answer. A zod schema's `.parse` on signed-in pages; on pages open to
   * visitors a small hand-written guard, because zod stays out of a visitor's bundle
   * (docs/operations.md, "No zod in a visitor's bundle"). `answerNotRead` when the browser only
   * needs to know that the call worked.
   */
  readonly readAnswer: AnswerReader<Read>;
  /**
   * "none" for public endpoints the browser calls without the session refresh of `apiFetch`
   * (a 401 is then an ordinary failure, never a sign-out).
   */
  readonly session?: "refresh" | "none";
  /** Keeps a refusal's whole answer (`refusal` in the result) for a page that reads more than its message: the booking's 409 "price-changed". */
  readonly keepsRefusal?: boolean;
  /** The message of a refusal whose answer carries none. */
  readonly fallbackError?: string;
  /** Type only, never set: the body the browser sends (the request schema's input) and the handler's answer. */
  readonly types?: { body: Body; answer: Answer };
}

/** The body a contract's browser call sends. */
export type BodyOf<C> = C extends ApiContract<infer _P, infer B, infer _A, infer _R> ? B : never;

/** For calls whose success answer the browser does not read: it only learns that the call worked. */
export const answerNotRead: AnswerReader<unknown> = (value) => value;

/** The message of a refusal without one, on the gift-card and payment pages. */
export const PAYMENT_PAGES_UNEXPECTED = "Something went wrong on our side. Please try again in a moment.";
