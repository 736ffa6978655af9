import { z } from "zod";
import { photoFileByLink } from "@/lib/cabinet/photos/photos-page";
import { failure } from "@/lib/kernel/failure";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

const PHOTO_LINK_NOT_FOUND = "This photo link has expired or is not valid. Reload the page for a new one.";
const linkQuery = z.object({ expires: z.string().max(20).optional(), sig: z.string().max(100).optional() });

/**
 * A job photo through its short-lived signed link (docs/security.md, "Job photos"). Who may see
 * it was checked when the link was made; here only the signature and the expiry count. A link
 * that is wrong, changed or expired is a 404.
 */
export const GET = route({ access: "public", params: uuidIdParams, query: linkQuery, notFound: PHOTO_LINK_NOT_FOUND }, async ({ params, query, database }) => {
  const now = new Date();
  const photo = await photoFileByLink(await database(), params.id, query, now);
  if (!photo) return failure("not-found", PHOTO_LINK_NOT_FOUND);
  const seconds = Math.max(0, photo.expires - Math.floor(now.getTime() / 1000));
  return new Response(new Uint8Array(photo.data), {
    headers: {
      "content-type": photo.contentType,
      "content-length": String(photo.data.byteLength),
      // Kept by this browser only, and no longer than the link works.
      "cache-control": `private, max-age=${seconds}`,
      "content-disposition": "inline",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    },
  });
});
