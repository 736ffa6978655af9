import { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";

/**
 * The profile picture (docs/architecture.md, "Endpoint contracts"). The upload is a multipart
 * form (field "picture"), which `callApi` sends as it is; a signed-in page, so the answer is
 * checked with zod.
 */
export interface PictureAnswer {
  /** Where the new picture is served from; null once it is removed. */
  pictureUrl: string | null;
}

/** Where the new picture is served from. */
const uploadedPictureAnswer = z.object({ pictureUrl: z.string() });

/** POST /api/account/picture: uploads a new picture. */
export const uploadPictureContract: ApiContract<void, FormData, PictureAnswer, { pictureUrl: string }> = {
  method: "POST",
  path: () => "/api/account/picture",
  readAnswer: uploadedPictureAnswer.parse,
};

/** DELETE /api/account/picture: the form only needs to know that it worked. */
export const removePictureContract: ApiContract<void, undefined, PictureAnswer, unknown> = {
  method: "DELETE",
  path: () => "/api/account/picture",
  readAnswer: answerNotRead,
};
