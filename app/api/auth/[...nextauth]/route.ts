import { z } from "zod";
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { getAuthOptions } from "@/lib/auth/options";
import { withSessionAvailability } from "@/lib/auth/session-availability";
import { failure, toResponse } from "@/lib/http/failure";
import { readCappedBody } from "@/lib/http/body";
import { route } from "@/lib/http/route";

/** Sign-in and sign-out forms are a few hundred bytes. */
const MAX_AUTH_BODY_BYTES = 16 * 1024;

/**
 * next-auth's client logger endpoint: it writes whatever it is sent into the server's error log,
 * unauthenticated. We do not use it, so it does not exist.
 */
const CLOSED_ACTIONS = new Set(["_log"]);

/**
 * next-auth's own endpoints (session, csrf, sign-in callbacks, sign-out). next-auth checks its
 * own CSRF token on every POST, so the route needs neither our Origin rule nor our JSON rule
 * (its forms are url-encoded); and signing in goes on during maintenance, so staff can reach
 * the site. The body is read under a byte cap before next-auth sees it. While sessions cannot
 * be checked (the database is down) the answer is a 503 and the cookie is kept.
 */
const handler = route(
  { access: "public", params: z.object({ nextauth: z.array(z.string()) }), bodyKind: "own", maxBodyBytes: MAX_AUTH_BODY_BYTES, writes: "cross-site" },
  async ({ request, params }) => {
    if (CLOSED_ACTIONS.has(params.nextauth[0] ?? "")) return failure(404, "Not found");
    let capped = new NextRequest(request.url, { method: request.method, headers: request.headers });
    if (request.method === "POST") {
      const body = await readCappedBody(request, MAX_AUTH_BODY_BYTES);
      if (!body.ok) return failure(body.reason === "too-large" ? 413 : 400, body.reason === "too-large" ? "The request is too large." : "The request body could not be read.");
      capped = new NextRequest(request.url, { method: "POST", headers: request.headers, body: body.bytes });
    }
    return withSessionAvailability(async () => {
      const response: unknown = await NextAuth(capped, { params: Promise.resolve(params) }, getAuthOptions());
      return response instanceof Response ? response : toResponse(failure(500, "Sign-in is not available right now."));
    });
  },
);

export { handler as GET, handler as POST };
