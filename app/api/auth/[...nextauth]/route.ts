import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getAuthOptions } from "@/lib/auth/options";
import { withSessionAvailability } from "@/lib/auth/session-availability";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/** next-auth's own endpoints (session, csrf, sign-in callbacks, sign-out); 503 while sessions cannot be checked. */
async function handler(request: NextRequest, context: RouteContext): Promise<Response> {
  return withSessionAvailability(async () => {
    const response: unknown = await NextAuth(request, context, getAuthOptions());
    return response as Response;
  });
}

export { handler as GET, handler as POST };
