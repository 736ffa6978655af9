import { getDb } from "@/lib/db";
import { removePicture, resizePicture, savePicture } from "@/lib/account/picture";
import { PICTURE_FIELD, readPictureUpload } from "@/lib/account/picture-upload";
import { requireActiveApiUser } from "@/lib/http/guards";
import { errorResponse, okResponse } from "@/lib/http/responses";

/** Uploads a profile picture (multipart/form-data, field "picture"); stored as a 256×256 WebP. */
export async function POST(request: Request): Promise<Response> {
  const guarded = await requireActiveApiUser();
  if (!guarded.ok) return guarded.response;
  const upload = await readPictureUpload(request);
  if (!upload.ok) return upload.response;
  const resized = await resizePicture(upload.data);
  if (!resized.ok) return errorResponse(400, resized.message, { [PICTURE_FIELD]: resized.message });
  const pictureUrl = await savePicture(await getDb(), guarded.user.id, resized.data);
  return okResponse({ pictureUrl });
}

/** Removes the profile picture; the header falls back to initials. */
export async function DELETE(): Promise<Response> {
  const guarded = await requireActiveApiUser();
  if (!guarded.ok) return guarded.response;
  await removePicture(await getDb(), guarded.user.id);
  return okResponse({ pictureUrl: null });
}
