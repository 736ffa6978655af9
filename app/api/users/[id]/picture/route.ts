import { z } from "zod";
import { loadPicture } from "@/lib/account/picture";
import { getSessionUser } from "@/lib/auth/session";
import { can } from "@/lib/kernel/enums/abilities";
import { route } from "@/lib/web/http/route";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A user's uploaded picture. Its URL carries the upload's version (?v=), so a request with the
 * current version may be cached for good; any other request is revalidated every time, so an
 * old link never keeps showing a replaced picture. A picture is personal: only its owner and
 * the staff who manage users may see it; anyone else gets the same 404 as for no picture.
 */
export const GET = route({ access: "public", params: z.object({ id: z.string() }), notFound: "Not found" }, async ({ request, params, database }) => {
  const { id } = params;
  const viewer = await getSessionUser();
  const allowed = viewer !== null && (viewer.id === id || can(viewer.role, "operations.view"));
  const picture = allowed ? await loadPicture(await database(), id) : null;
  if (!picture) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  const current = new URL(request.url).searchParams.get("v") === picture.version;
  return new Response(new Uint8Array(picture.data), {
    headers: {
      "content-type": picture.contentType,
      "content-length": String(picture.data.byteLength),
      // private: browsers may keep it, shared caches must not (it is served to its owner only).
      "cache-control": current ? `private, max-age=${ONE_YEAR_SECONDS}, immutable` : "private, max-age=0, must-revalidate",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
    },
  });
});
