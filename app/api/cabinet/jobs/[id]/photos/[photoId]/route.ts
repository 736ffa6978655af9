import { z } from "zod";
import { requireCabinetApi } from "@/lib/web/http/admin-access";
import { JOB_NOT_FOUND_MESSAGE } from "@/lib/cabinet/job-actions";
import { removeJobPhoto, type OrderPhotoReport } from "@/lib/cabinet/photos/job-photos";
import { photoLinkSecret } from "@/lib/cabinet/photos/photos-page";
import { objectStorage } from "@/lib/platform/storage";
import { answerResult } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

const photoParams = z.object({ id: z.guid(), photoId: z.guid() });

/** DELETE: removes one photo of one of the user's open jobs, answered with the job's photos. */
export const DELETE = route({ access: requireCabinetApi, params: photoParams, notFound: JOB_NOT_FOUND_MESSAGE }, async ({ user, params, database }) =>
  answerResult<OrderPhotoReport>(await removeJobPhoto(await database(), objectStorage(), user, params.id, params.photoId, { secret: photoLinkSecret() })),
);
