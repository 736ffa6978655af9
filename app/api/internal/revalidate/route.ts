import { revalidatePath } from "next/cache";
import { getConfig } from "@/lib/platform/config";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { isValidRevalidateToken, REVALIDATE_TOKEN_HEADER } from "@/lib/site/revalidate";

export const dynamic = "force-dynamic";

/**
 * Refreshes every page under the root layout (the public pages are prerendered at build time
 * without the database or the reviews key). Called by the server on itself after start-up;
 * anyone without the token gets the same 404 as an unknown path, so the route reveals nothing.
 * The token, not an Origin, proves the caller (the server itself), so it is not held to the
 * same-origin or maintenance rules.
 */
export const POST = route({ access: "public", writes: "cross-site" }, async ({ request }) => {
  if (!isValidRevalidateToken(request.headers.get(REVALIDATE_TOKEN_HEADER), getConfig().AUTH_SECRET)) return failure("not-found", "Not found");
  revalidatePath("/", "layout");
  return ok({ revalidated: true });
});
