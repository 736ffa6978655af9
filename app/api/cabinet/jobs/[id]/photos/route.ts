import { requireCabinetApi } from "@/lib/web/http/admin-access";
import { JOB_NOT_FOUND_MESSAGE } from "@/lib/cabinet/job-actions";
import { uploadJobPhoto } from "@/lib/cabinet/photos/job-photos";
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE } from "@/lib/cabinet/photos/photo-image";
import { photoLinkSecret } from "@/lib/cabinet/photos/photos-page";
import { objectStorage } from "@/lib/platform/storage";
import { answerResult } from "@/lib/web/http/answer";
import { MULTIPART_OVERHEAD_BYTES, readMultipartUpload } from "@/lib/web/http/multipart-upload";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import type { OrderPhotoReport } from "@/lib/cabinet/photos/job-photos";

/**
 * POST: a before or after photo of one checklist section of one of the user's jobs
 * (multipart/form-data: "photo", "section", "stage"), answered with the job's photos. Someone
 * else's job is a 404, like a missing one (docs/security.md, "Job photos").
 */
export const POST = route(
  { access: requireCabinetApi, params: uuidIdParams, notFound: JOB_NOT_FOUND_MESSAGE, bodyKind: "own", maxBodyBytes: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES },
  async ({ request, user, params, database }) => {
    const upload = await readMultipartUpload(request, {
      field: "photo",
      maxFileBytes: PHOTO_MAX_BYTES,
      tooLargeMessage: PHOTO_TOO_LARGE_MESSAGE,
      missingMessage: "Take a photo to upload.",
      retryMessage: "Take the photo again.",
    });
    if (!upload.ok) return upload;
    return answerResult<OrderPhotoReport>(await uploadJobPhoto(await database(), objectStorage(), user, params.id, upload, { secret: photoLinkSecret() }), 201);
  },
);
