import { z } from "zod";
import type { Database } from "@/lib/platform/db";
import { getLogger } from "@/lib/platform/log/logger";
import { signInWithPassword, type SignInResult } from "./sign-in";

/** Shown for anything but a known answer: an error's own text may carry SQL and its parameters. */
export const SIGN_IN_UNAVAILABLE = "Sign-in is unavailable right now, please try again";

const credentialsSchema = z.object({
  email: z.email("Enter a valid email address.").max(254),
  password: z.string().min(1, "Enter your password.").max(128),
});

/**
 * The email and password form's check, for next-auth's authorize. Every outcome is one of our
 * own sentences: next-auth puts the message of whatever authorize throws on the sign-in page.
 */
export async function authorizeCredentials(db: Database, credentials: unknown, address: string): Promise<SignInResult> {
  const parsed = credentialsSchema.safeParse(credentials);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Enter your email and password." };
  try {
    return await signInWithPassword(db, { ...parsed.data, address });
  } catch (error) {
    getLogger().child({ component: "auth" }).error({ err: error }, "password sign-in failed");
    return { ok: false, message: SIGN_IN_UNAVAILABLE };
  }
}
