import { updateReviewLink } from "@/lib/admin/settings/update-review-link";
import type { ReviewLinkAnswer } from "@/lib/admin/settings/settings-contract";
import { reviewLinkUpdateSchema } from "@/lib/settings/review-link-schema";
import { readGoogleReviewUrl } from "@/lib/settings/review-link";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

export const GET = route({ access: requireAdminApi("settings.pricing") }, async ({ database }) => ok<ReviewLinkAnswer>({ googleReviewUrl: await readGoogleReviewUrl(await database()) }));

/** The Google review link of the day-after review request: { googleReviewUrl: "https://g.page/r/…/review" | "" } (audited; empty stops the requests). */
export const PUT = route({ access: requireAdminApi("settings.pricing"), body: reviewLinkUpdateSchema }, async ({ user, body, database }) => {
  return ok<ReviewLinkAnswer>({ googleReviewUrl: await updateReviewLink(await database(), user.id, body) });
});
