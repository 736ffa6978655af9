import { revalidatePath } from "next/cache";
import { getConfig } from "@/lib/config";
import { errorResponse, okResponse } from "@/lib/http/responses";
import { isValidRevalidateToken, REVALIDATE_TOKEN_HEADER } from "@/lib/site/revalidate";

export const dynamic = "force-dynamic";

/**
 * Refreshes every page under the root layout (the public pages are prerendered at build time
 * without the database or the reviews key). Called by the server on itself after start-up;
 * anyone without the token gets the same 404 as an unknown path, so the route reveals nothing.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isValidRevalidateToken(request.headers.get(REVALIDATE_TOKEN_HEADER), getConfig().AUTH_SECRET)) {
    return errorResponse(404, "Not found");
  }
  revalidatePath("/", "layout");
  return okResponse({ revalidated: true });
}
