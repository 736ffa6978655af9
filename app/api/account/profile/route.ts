import { updateProfile } from "@/lib/account/profile";
import { profileUpdateSchema } from "@/lib/account/profile-schema";
import type { ProfileAnswer } from "@/lib/account/profile-contract";
import { activeUser } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** Changes the signed-in user's name and phone; answers with the updated profile. */
export const PATCH = route({ access: activeUser, body: profileUpdateSchema }, async ({ user, body, database }) => {
  const profile = await updateProfile(await database(), user.id, body);
  return profile ? ok<ProfileAnswer>({ profile }) : failure("not-found", "Your account was not found.");
});
