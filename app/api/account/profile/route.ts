import { getDb } from "@/lib/db";
import { updateProfile } from "@/lib/account/profile";
import { profileUpdateSchema } from "@/lib/account/profile-schema";
import { requireActiveApiUser } from "@/lib/http/guards";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";

/** Changes the signed-in user's name and phone; answers with the updated profile. */
export async function PATCH(request: Request): Promise<Response> {
  const guarded = await requireActiveApiUser();
  if (!guarded.ok) return guarded.response;
  const parsed = await parseJsonBody(request, profileUpdateSchema);
  if (!parsed.ok) return parsed.response;
  const profile = await updateProfile(await getDb(), guarded.user.id, parsed.data);
  return profile ? okResponse({ profile }) : errorResponse(404, "Your account was not found.");
}
