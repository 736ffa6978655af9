import { getDb } from "@/lib/platform/db";
import { removePicture, resizePicture, savePicture } from "@/lib/account/picture";
import { PICTURE_FIELD, PICTURE_UPLOAD_MAX_BYTES, readPictureUpload } from "@/lib/web/http/picture-upload";
import { activeUser } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** Uploads a profile picture (multipart/form-data, field "picture"); stored as a 256×256 WebP. */
export const POST = route({ access: activeUser, bodyKind: "own", maxBodyBytes: PICTURE_UPLOAD_MAX_BYTES }, async ({ request, user }) => {
  const upload = await readPictureUpload(request);
  if (!upload.ok) return upload;
  const resized = await resizePicture(upload.data);
  if (!resized.ok) return failure("invalid", resized.message, { fieldErrors: { [PICTURE_FIELD]: resized.message } });
  return ok({ pictureUrl: await savePicture(await getDb(), user.id, resized.data) });
});

/** Removes the profile picture; the header falls back to initials. */
export const DELETE = route({ access: activeUser }, async ({ user }) => {
  await removePicture(await getDb(), user.id);
  return ok({ pictureUrl: null });
});
