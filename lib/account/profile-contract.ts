import { z } from "zod";
import type { ApiContract } from "@/lib/kernel/api-contract";
import { LOCALES, type Locale } from "@/lib/kernel/enums/locales";
import type { AccountProfile } from "./profile";
import type { profileUpdateSchema } from "./profile-schema";

/**
 * PATCH /api/account/profile (docs/architecture.md, "Endpoint contracts"): name, phone and the
 * language of emails and texts. A
 * signed-in page, so the answer is checked with zod; the request schema stays in
 * ./profile-schema.ts and reaches this module as a type.
 */
export interface ProfileAnswer {
  profile: AccountProfile;
}

/** What the form shows again: the profile as stored, phone normalised. */
export interface ProfileDetails {
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: Locale;
}

const profileDetailsAnswer = z.object({
  profile: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string().nullable(), locale: z.enum(LOCALES) }) satisfies z.ZodType<ProfileDetails>,
});

export const profileContract: ApiContract<void, z.input<typeof profileUpdateSchema>, ProfileAnswer, { profile: ProfileDetails }> = {
  method: "PATCH",
  path: () => "/api/account/profile",
  readAnswer: profileDetailsAnswer.parse,
};
