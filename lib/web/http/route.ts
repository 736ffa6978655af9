import "server-only";
import type { z } from "zod";
import { can } from "@/lib/kernel/enums/abilities";
import { getSessionUser } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/users";
import { getConfig } from "@/lib/platform/config";
import { getDb, type Database } from "@/lib/platform/db";
import { requestLogger, REQUEST_ID_HEADER, type Logger } from "@/lib/platform/log/logger";
import { loggablePath } from "@/lib/platform/log/secret-paths";
import { isSiteOrigin } from "@/lib/platform/security/origin";
import { maintenanceState, readMaintenance } from "@/lib/settings/maintenance";
import { BLOCKED_READ_ONLY_MESSAGE } from "@/lib/account/read-only-notice";
import type { Access } from "./access";
import { declaredTooLarge, DEFAULT_MAX_BODY_BYTES, hasBody, isJsonContentType, readCappedBody } from "./body";
import { badInputFailure, databaseTimeoutFailure } from "./database-errors";
import { failure, FailureError, invalidFields, isFailure, type Failure } from "@/lib/kernel/failure";
import { toResponse } from "@/lib/web/http/answer";
import { findHostileText, nestedTooDeep, TOO_DEEP_MESSAGE } from "../../kernel/validation/hostile-text";

type Schema = z.ZodType;
type Output<S> = S extends Schema ? z.output<S> : undefined;
type Guard = "public" | (() => Promise<Access>);

export interface RouteSpec<A extends Guard, P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined> {
  /** "public", or a guard from lib/web/http/access (or an area's own, such as requireAdminApi). */
  access: A;
  /** The path's segments; anything that does not parse is a 404 with `notFound`. */
  params?: P;
  notFound?: string;
  /** The query string as a plain object. */
  query?: Q;
  /** A JSON body (exactly `application/json`). */
  body?: B;
  /** Actions whose fields are all optional: no body at all means `{}`. */
  bodyOptional?: boolean;
  maxBodyBytes?: number;
  /**
   * What the request body may be: "json" (the default), or "own" when the handler reads a
   * different one itself (a multipart upload, a signed webhook) with readTextBody or a reader
   * of its own, still under the byte cap.
   */
  bodyKind?: "json" | "own";
  /**
   * A POST that changes nothing (the quote) is not a write: no same-origin rule, no maintenance
   * rule. "cross-site" is for callers that are not browsers and prove themselves another way
   * (Stripe's signed webhook); "exempt-from-maintenance" for writes that must go on during
   * maintenance (payments completing).
   */
  writes?: "site-only" | "none" | "cross-site" | "exempt-from-maintenance";
  /**
   * Why a blocked user may still make this write (signing out, looking up a balance). Without
   * it, every POST, PUT, PATCH and DELETE of a signed-in route refuses a blocked user: a block
   * that keeps sessions leaves the account read-only, and no route has to remember that.
   */
  openToBlocked?: string;
}

export interface RouteInput<A extends Guard, P, Q, B> {
  request: Request;
  /** The signed-in user the guard let through; null on public routes. */
  user: A extends "public" ? null : SessionUser;
  /** The sign-in (session record) the request came with, when the guard read one. */
  sessionId: string | null;
  params: Output<P>;
  query: Output<Q>;
  body: Output<B>;
  logger: Logger;
  /**
   * The process's database, for the one domain call the handler makes; opened on the first
   * call, so a handler that reads none (the liveness probe, the quote) opens none. Handlers
   * import neither getDb nor the schema (docs/architecture.md, "Pages and handlers are thin").
   */
  database: () => Promise<Database>;
}

export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = (request: Request, context?: RouteContext) => Promise<Response>;

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE = "This request must come from the Borough Bright website.";
export const JSON_ONLY_MESSAGE = "Send the request as JSON (Content-Type: application/json).";
export const TOO_LARGE_MESSAGE = "The request is too large.";
export const NOT_JSON_MESSAGE = "The request is not valid JSON.";
export const MAINTENANCE_MESSAGE = "We are doing some maintenance right now. Please try again a little later, or call us.";
export const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again, or call us if it keeps happening.";

/**
 * A browser on our own site sends Origin with every POST, PUT, PATCH and DELETE; older ones at
 * least send Sec-Fetch-Site. Anything else (another site's form, a page on a sibling subdomain)
 * is refused before any work is done.
 */
function fromOwnSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  const config = getConfig();
  if (origin !== null) {
    const requestHost = request.headers.get("host") ?? new URL(request.url).host;
    return isSiteOrigin(origin, { publicUrl: config.PUBLIC_URL, publicUrlConfigured: config.PUBLIC_URL_CONFIGURED, requestHost });
  }
  return request.headers.get("sec-fetch-site") === "same-origin";
}

/** Staff and cleaners keep working during maintenance; everyone else's writes wait. */
async function heldByMaintenance(user: SessionUser | null): Promise<Failure | null> {
  if ((await maintenanceState()) !== true) return null;
  const viewer = user ?? (await getSessionUser().catch(() => null));
  if (can(viewer?.role, "maintenance.bypass")) return null;
  const { message } = await readMaintenance().catch(() => ({ message: null }));
  return failure("unavailable", message ? `${MAINTENANCE_MESSAGE} ${message}` : MAINTENANCE_MESSAGE, { code: "maintenance" });
}

/**
 * Nesting is refused before the schema walks it; the schema's own messages (a field's text
 * rules among them) come next; and whatever the schema let through is checked for text no
 * database can store, so a field without a rule of its own is covered too.
 */
function parseWith<S extends Schema>(schema: S, value: unknown): { ok: true; data: z.output<S> } | Failure {
  if (nestedTooDeep(value)) return failure("invalid", TOO_DEEP_MESSAGE);
  const parsed = schema.safeParse(value);
  if (!parsed.success) return invalidFields(parsed.error);
  const hostile = findHostileText(parsed.data);
  if (hostile) return failure("invalid", hostile.message, { fieldErrors: { [hostile.path]: hostile.message } });
  return { ok: true, data: parsed.data };
}

/** Reads a text body under the cap; bytes that are not UTF-8 are a 400. */
export async function readTextBody(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<string | Failure> {
  const read = await readCappedBody(request, maxBytes);
  if (!read.ok) return read.reason === "too-large" ? failure("too-large", TOO_LARGE_MESSAGE) : failure("invalid", "The request body could not be read.");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(read.bytes);
  } catch {
    return failure("invalid", "The request is not valid UTF-8 text.");
  }
}

async function readJsonBody(request: Request, maxBytes: number, optional: boolean): Promise<{ ok: true; value: unknown } | Failure> {
  const text = await readTextBody(request, maxBytes);
  if (typeof text !== "string") return text;
  if (optional && text.trim() === "") return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return failure("invalid", NOT_JSON_MESSAGE);
  }
}

type Step<T> = { ok: true; data: T } | Failure;

async function runChecks<A extends Guard, P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined>(
  spec: RouteSpec<A, P, Q, B>,
  request: Request,
  context: RouteContext | undefined,
): Promise<Step<Omit<RouteInput<A, P, Q, B>, "request" | "logger" | "database">>> {
  const writes = spec.writes ?? "site-only";
  const unsafe = UNSAFE_METHODS.has(request.method) && writes !== "none";
  const maxBytes = spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const ownBody = spec.bodyKind === "own";

  if (unsafe && writes !== "cross-site" && !fromOwnSite(request)) return failure("forbidden", CROSS_SITE_MESSAGE);
  // GET and HEAD carry no body, whatever content type a client labels them with.
  const mayHaveBody = request.method !== "GET" && request.method !== "HEAD";
  if (!ownBody && mayHaveBody && hasBody(request) && !isJsonContentType(request.headers.get("content-type"))) return failure("unsupported-type", JSON_ONLY_MESSAGE);
  if (declaredTooLarge(request, maxBytes)) return failure("too-large", TOO_LARGE_MESSAGE);

  let user: SessionUser | null = null;
  let sessionId: string | null = null;
  if (spec.access !== "public") {
    const access = await spec.access();
    if (!access.ok) return access;
    user = access.user;
    sessionId = access.sessionId ?? null;
    // The read-only rule of a blocked account, here so no write route can forget it.
    if (unsafe && user.blocked && spec.openToBlocked === undefined) return failure("forbidden", access.blockedMessage ?? BLOCKED_READ_ONLY_MESSAGE);
  }
  if (unsafe && writes !== "exempt-from-maintenance" && writes !== "cross-site") {
    const held = await heldByMaintenance(user);
    if (held) return held;
  }

  let params: unknown = undefined;
  if (spec.params) {
    const raw = (await context?.params) ?? {};
    const parsed = parseWith(spec.params, raw);
    if (!parsed.ok) return failure("not-found", spec.notFound ?? "Not found.");
    params = parsed.data;
  }
  let query: unknown = undefined;
  if (spec.query) {
    const parsed = parseWith(spec.query, Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.ok) return parsed;
    query = parsed.data;
  }
  let body: unknown = undefined;
  if (spec.body) {
    const json = await readJsonBody(request, maxBytes, spec.bodyOptional ?? false);
    if (!json.ok) return json;
    const parsed = parseWith(spec.body, json.value);
    if (!parsed.ok) return parsed;
    body = parsed.data;
  }
  // Each value is what its schema produced (or undefined when the spec has none); TypeScript
  // cannot carry an optional generic schema through to its output, so this is restated here.
  return { ok: true, data: { user, sessionId, params, query, body } as Omit<RouteInput<A, P, Q, B>, "request" | "logger" | "database"> };
}

/**
 * The one door of every route handler. In this order: the same-origin rule for writes, the
 * content-type rule, the declared body size, the access check, the read-only rule of a blocked
 * account for writes, the maintenance rule for writes,
 * then the path, query and body through their zod schemas (refusing NUL characters, lone
 * surrogates and absurd nesting anywhere in them). The handler answers a Response or a
 * Failure; a thrown FailureError is answered the same way, a database error caused by the
 * input is a 400, and anything else is logged with the request id and answered 500.
 */
export function route<A extends Guard, P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  spec: RouteSpec<A, P, Q, B>,
  handler: (input: RouteInput<A, P, Q, B>) => Promise<Response | Failure>,
): RouteHandler {
  return async (request, context) => {
    const logger = requestLogger(request.headers);
    try {
      const checked = await runChecks(spec, request, context);
      if (!checked.ok) return toResponse(checked);
      const answer = await handler({ ...checked.data, request, logger, database: getDb });
      return isFailure(answer) ? toResponse(answer) : answer;
    } catch (error) {
      if (error instanceof FailureError) return toResponse(error.failure);
      const badInput = badInputFailure(error);
      if (badInput) {
        logger.warn({ err: error, path: loggablePath(new URL(request.url).pathname) }, "input refused by the database");
        return toResponse(badInput);
      }
      const timedOut = databaseTimeoutFailure(error);
      if (timedOut) {
        logger.error({ err: error, method: request.method, path: loggablePath(new URL(request.url).pathname) }, "database timed out");
        return toResponse(timedOut);
      }
      logger.error({ err: error, method: request.method, path: loggablePath(new URL(request.url).pathname) }, "route handler failed");
      const requestId = request.headers.get(REQUEST_ID_HEADER);
      return Response.json(
        { error: SERVER_ERROR_MESSAGE, ...(requestId ? { requestId } : {}) },
        { status: 500, headers: { "cache-control": "no-store" } },
      );
    }
  };
}
