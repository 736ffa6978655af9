import { z } from "zod";
import { route } from "@/lib/web/http/route";
import { getPlaceReviews, isServedPlaceId, placeIdSchema } from "@/lib/reviews";

/**
 * GET /api/googlereviews/{placeId}: the reviews source payload (SPEC sections 3 and 7).
 *
 * The SPEC lets a caller name the place, but each lookup is billed to our Google key, so this
 * is no open proxy: only allow-listed place ids are served (the configured GOOGLE_PLACE_ID; see
 * lib/reviews/place-id.ts), anything else is a 404. When Google fails the answer is still a
 * 200 with the empty result, as the SPEC's reviews load failure asks.
 */

// Short enough that a refreshed Google answer shows soon; the server caches Google for hours.
const CACHE_CONTROL = "public, max-age=300, s-maxage=300, stale-while-revalidate=600";

// The place id is parsed here rather than by route(): its 400 keeps the public shape { error, fields }.
const paramsSchema = z.object({ placeId: z.string() });

export const GET = route({ access: "public", params: paramsSchema, notFound: "Unknown place" }, async ({ params }) => {
  const parsed = placeIdSchema.safeParse(params.placeId);
  if (!parsed.success) {
    return Response.json(
      { error: "Invalid place id", fields: { placeId: z.flattenError(parsed.error).formErrors } },
      { status: 400, headers: { "cache-control": "no-store" } },
    );
  }
  if (!isServedPlaceId(parsed.data)) {
    return Response.json({ error: "Unknown place" }, { status: 404, headers: { "cache-control": "no-store" } });
  }
  const payload = await getPlaceReviews(parsed.data);
  return Response.json(payload, { headers: { "cache-control": CACHE_CONTROL } });
});
