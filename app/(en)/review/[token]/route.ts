import { NextResponse } from "next/server";
import { z } from "zod";
import { followReviewLink } from "@/lib/booking/review-requests/requests";
import { getConfig } from "@/lib/platform/config";
import { route } from "@/lib/web/http/route";

/**
 * GET /review/{token}: the link in a review request (docs/product.md#review-requests). Counts the
 * click, then sends the customer on to the company's Google review page with a 302; a link that
 * is not ours gets a short page that says so and points home, with a 404.
 */
export const GET = route({ access: "public", params: z.object({ token: z.string().max(100) }), notFound: "That review link is not valid." }, async ({ params, database }) => {
  const target = await followReviewLink(await database(), params.token, new Date());
  if (target) return NextResponse.redirect(target, 302);
  return new NextResponse(notFoundPage(getConfig().PUBLIC_URL), { status: 404, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
});

const notFoundPage = (home: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Review link not found</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; color: #0f172a; line-height: 1.5">
<h1 style="font-size: 1.5rem">We could not find that review link</h1>
<p>It may have been copied only in part. Thank you for wanting to tell others about your cleaning: you can find us on Google by our name, or go back to our site.</p>
<p><a href="${home || "/"}" style="color: #0f766e">Go to the home page</a></p>
</body></html>`;
