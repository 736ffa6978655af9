import { NextResponse } from "next/server";
import { z } from "zod";
import { getConfig } from "@/lib/platform/config";
import { REFERRAL_COOKIE } from "@/lib/referrals/referral-cookie";
import { referralVisit } from "@/lib/referrals/visit-link";
import { route } from "@/lib/web/http/route";

/**
 * GET /r/{code}: a customer's referral link. Remembers the referral in a signed httpOnly cookie
 * for 30 days and sends the visitor to the welcome page (docs/product.md, "Referrals and account credit").
 */
export const GET = route({ access: "public", params: z.object({ code: z.string().max(40) }), notFound: "That referral link is not valid." }, async ({ request, params, database }) => {
  const config = getConfig();
  const cookie = await referralVisit(await database(), params.code, new Date(), config.AUTH_SECRET);
  const response = NextResponse.redirect(new URL(cookie ? "/welcome-friend" : "/booking", config.PUBLIC_URL || request.url), 303);
  if (cookie) {
    response.cookies.set(REFERRAL_COOKIE, cookie.value, { httpOnly: true, sameSite: "lax", secure: config.PUBLIC_URL.startsWith("https://"), path: "/", expires: cookie.expires });
  }
  return response;
});
