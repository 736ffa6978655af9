import { removePicture, replacePicture } from "@/lib/account/picture";
import { PICTURE_FIELD, PICTURE_UPLOAD_MAX_BYTES, readPictureUpload } from "@/lib/web/http/picture-upload";
import { activeUser } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import type { PictureAnswer } from "@/lib/account/picture-contract";

/** Uploads a profile picture (multipart/form-data, field "picture"); stored as a 256×256 WebP. */
export const POST = route({ access: activeUser, bodyKind: "own", maxBodyBytes: PICTURE_UPLOAD_MAX_BYTES }, async ({ request, user, database }) => {
  const upload = await readPictureUpload(request);
  if (!upload.ok) return upload;
  const replaced = await replacePicture(await database(), user.id, upload.data);
  if (!replaced.ok) return failure("invalid", replaced.message, { fieldErrors: { [PICTURE_FIELD]: replaced.message } });
  return ok<PictureAnswer>({ pictureUrl: replaced.pictureUrl });
});

/** Removes the profile picture; the header falls back to initials. */
export const DELETE = route({ access: activeUser }, async ({ user, database }) => {
  await removePicture(await database(), user.id);
  return ok<PictureAnswer>({ pictureUrl: null });
});
