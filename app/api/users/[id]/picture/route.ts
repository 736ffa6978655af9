import { getDb } from "@/lib/db";
import { loadPicture } from "@/lib/account/picture";

type Context = { params: Promise<{ id: string }> };

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A user's uploaded picture. Its URL carries the upload's version (?v=), so a request with the
 * current version may be cached for good; any other request is revalidated every time, so an
 * old link never keeps showing a replaced picture.
 */
export async function GET(request: Request, context: Context): Promise<Response> {
  const { id } = await context.params;
  const picture = await loadPicture(await getDb(), id);
  if (!picture) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  const current = new URL(request.url).searchParams.get("v") === picture.version;
  return new Response(new Uint8Array(picture.data), {
    headers: {
      "content-type": picture.contentType,
      "content-length": String(picture.data.byteLength),
      "cache-control": current ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "public, max-age=0, must-revalidate",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
    },
  });
}
