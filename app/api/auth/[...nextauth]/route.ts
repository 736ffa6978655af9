import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getAuthOptions } from "@/lib/auth/options";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/** next-auth's own endpoints (session, csrf, sign-in callbacks, sign-out). */
async function handler(request: NextRequest, context: RouteContext): Promise<Response> {
  const response: unknown = await NextAuth(request, context, getAuthOptions());
  return response as Response;
}

export { handler as GET, handler as POST };
