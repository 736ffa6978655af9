import { z } from "zod";
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { getAuthOptions } from "@/lib/auth/options";
import { withSessionAvailability } from "@/lib/web/http/session-availability";
import { failure } from "@/lib/kernel/failure";
import { toResponse } from "@/lib/web/http/answer";
import { readCappedBody } from "@/lib/web/http/body";
import { route } from "@/lib/web/http/route";
import { screenNextAuthRequest } from "@/lib/auth/next-auth-screen";

/** next-auth's cookie for where to go after signing in (next-auth/core/lib/cookie.js). */
const CALLBACK_URL_COOKIE = "next-auth.callback-url";

/** Sign-in and sign-out forms are a few hundred bytes. */
const MAX_AUTH_BODY_BYTES = 16 * 1024;

/**
 * next-auth's own endpoints (session, csrf, sign-in callbacks, sign-out). next-auth checks its
 * own CSRF token on every POST, so the route needs neither our Origin rule nor our JSON rule
 * (its forms are url-encoded); and signing in goes on during maintenance, so staff can reach
 * the site. The body is read under a byte cap before next-auth sees it. Only the actions we use
 * exist (next-auth's client logger `_log`, which writes whatever it is sent into the error log,
 * does not), and a query or form next-auth could not decode is a 400, logged at warn without
 * its value (lib/auth/next-auth-screen.ts). While sessions cannot be checked (the database is
 * down) the answer is a 503 and the cookie is kept.
 */
const handler = route(
  { access: "public", params: z.object({ nextauth: z.array(z.string()) }), bodyKind: "own", maxBodyBytes: MAX_AUTH_BODY_BYTES, writes: "cross-site" },
  async ({ request, params, logger }) => {
    let capped = new NextRequest(request.url, { method: request.method, headers: request.headers });
    let rawForm: string | null = null;
    if (request.method === "POST") {
      const body = await readCappedBody(request, MAX_AUTH_BODY_BYTES);
      if (!body.ok) return failure(body.reason === "too-large" ? "too-large" : "invalid", body.reason === "too-large" ? "The request is too large." : "The request body could not be read.");
      capped = new NextRequest(request.url, { method: "POST", headers: request.headers, body: body.bytes });
      if (request.headers.get("content-type")?.toLowerCase().startsWith("application/x-www-form-urlencoded")) rawForm = new TextDecoder().decode(body.bytes);
    }
    const refusal = screenNextAuthRequest({
      method: request.method,
      segments: params.nextauth,
      rawQuery: new URL(request.url).search.slice(1),
      rawForm,
      providers: getAuthOptions().providers.map(({ id, type }) => ({ id, type })),
      callbackUrlCookie: capped.cookies.get(CALLBACK_URL_COOKIE)?.value ?? capped.cookies.get(`__Secure-${CALLBACK_URL_COOKIE}`)?.value ?? null,
    });
    if (refusal) {
      // The action only: the value is what an attacker sent, and must not reach the log.
      logger.warn({ auth: { action: params.nextauth[0]?.slice(0, 32), method: request.method, problem: refusal.problem } }, "next-auth request refused");
      if (refusal.kind === "not-found") return failure("not-found", "Not found");
      const refused = toResponse(failure("invalid", "This address is not valid."));
      // A bad cookie would refuse every later request too: the answer clears it.
      if (refusal.problem === "invalid callback URL cookie") {
        for (const name of [CALLBACK_URL_COOKIE, `__Secure-${CALLBACK_URL_COOKIE}`]) refused.headers.append("set-cookie", `${name}=; Path=/; Max-Age=0; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`);
      }
      return refused;
    }
    return withSessionAvailability(async () => {
      const response: unknown = await NextAuth(capped, { params: Promise.resolve(params) }, getAuthOptions());
      return response instanceof Response ? response : toResponse(failure("internal", "Sign-in is not available right now."));
    });
  },
);

export { handler as GET, handler as POST };
