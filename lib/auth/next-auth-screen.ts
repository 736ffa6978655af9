import { findHostileText } from "@/lib/kernel/validation/hostile-text";

/**
 * What next-auth's catch-all route (`/api/auth/...`) is used for on this site, and the input it
 * may be handed. next-auth itself answers 500 (and logs the value at error level) for a query
 * or form it cannot decode, and for a callback it has no GET for; this screen refuses those
 * first, as our own handlers refuse hostile input (docs/security.md, "Route handlers").
 */
export type NextAuthProblem =
  | { kind: "not-found"; problem: "unknown action" }
  | { kind: "invalid"; problem: "undecodable query" | "undecodable form" | "invalid callback URL" | "invalid callback URL cookie" };

/** Per action, the methods we use and whether it names a provider (`signin/google`). */
const ACTIONS: Record<string, { methods: ReadonlySet<string>; provider: "none" | "optional" | "required" }> = {
  session: { methods: new Set(["GET", "POST"]), provider: "none" },
  csrf: { methods: new Set(["GET"]), provider: "none" },
  providers: { methods: new Set(["GET"]), provider: "none" },
  signin: { methods: new Set(["GET", "POST"]), provider: "optional" },
  callback: { methods: new Set(["GET", "POST"]), provider: "required" },
  // Our sign-out posts; next-auth's GET sign-out page is an HTML form we never link to.
  signout: { methods: new Set(["POST"]), provider: "none" },
  error: { methods: new Set(["GET"]), provider: "none" },
};

export interface NextAuthRequestShape {
  method: string;
  /** The path after /api/auth/, split on "/". */
  segments: readonly string[];
  /** The raw query string, without the "?". */
  rawQuery: string;
  /** The raw body of a url-encoded POST, if any. */
  rawForm: string | null;
  /** The configured providers: id and kind ("credentials" signs in by POST, "oauth" comes back by GET). */
  providers: ReadonlyArray<{ id: string; type: string }>;
  /** The value of next-auth's callback-URL cookie, if the browser sent one. */
  callbackUrlCookie?: string | null;
}

/**
 * A C0 control character or DEL, never part of an address, a token or a form field next-auth
 * reads; and U+FFFD, which is what Next makes of bytes that were not UTF-8 (%C0%AF, %ED%A0%80)
 * before a handler sees the query, so it stands for them here.
 */
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F\uFFFD]/;

/** next-auth's own rule (core/lib/assert.js): a path on this site or an absolute http(s) URL, else a 500. */
function validCallbackUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? "http://localhost" : undefined).protocol);
  } catch {
    return false;
  }
}

/** The values of `name` in an application/x-www-form-urlencoded string that decodes cleanly. */
function valuesOf(encoded: string, name: string): string[] {
  return new URLSearchParams(encoded).getAll(name);
}

/** Whether an application/x-www-form-urlencoded string decodes to UTF-8 text without controls. */
function decodesCleanly(encoded: string): boolean {
  if (encoded === "") return true;
  for (const pair of encoded.split("&")) {
    for (const part of pair.split("=")) {
      let text: string;
      try {
        text = decodeURIComponent(part.replace(/\+/g, " "));
      } catch {
        return false; // "%", "%E2%80", or an encoded surrogate such as %ED%A0%80
      }
      if (CONTROL.test(text) || findHostileText(text) !== null) return false;
    }
  }
  return true;
}

/** Whether this action, method and provider is one next-auth serves for us. */
function knownAction(method: string, segments: readonly string[], providers: NextAuthRequestShape["providers"]): boolean {
  const [action = "", providerId, ...rest] = segments;
  const rule = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
  if (!rule || !rule.methods.has(method) || rest.length > 0) return false;
  if (providerId === undefined) return rule.provider !== "required";
  if (rule.provider === "none") return false;
  const provider = providers.find((candidate) => candidate.id === providerId);
  if (!provider) return false;
  if (action === "callback") {
    // Credentials come back by POST only; OAuth providers (Google) by GET redirect.
    return provider.type === "credentials" ? method === "POST" : method === "GET";
  }
  // signin/<provider> is a POST from next-auth's signIn(); credentials sign in through callback.
  return method === "POST" && provider.type !== "credentials";
}

/** Null when next-auth may handle the request; otherwise the answer, decided without its values. */
export function screenNextAuthRequest(request: NextAuthRequestShape): NextAuthProblem | null {
  if (!knownAction(request.method, request.segments, request.providers)) return { kind: "not-found", problem: "unknown action" };
  if (!decodesCleanly(request.rawQuery)) return { kind: "invalid", problem: "undecodable query" };
  if (request.rawForm !== null && !decodesCleanly(request.rawForm)) return { kind: "invalid", problem: "undecodable form" };
  const callbackUrls = [...valuesOf(request.rawQuery, "callbackUrl"), ...(request.rawForm === null ? [] : valuesOf(request.rawForm, "callbackUrl"))];
  if (callbackUrls.some((value) => value !== "" && !validCallbackUrl(value))) return { kind: "invalid", problem: "invalid callback URL" };
  const cookie = request.callbackUrlCookie;
  if (cookie && (CONTROL.test(cookie) || !validCallbackUrl(cookie))) return { kind: "invalid", problem: "invalid callback URL cookie" };
  return null;
}
