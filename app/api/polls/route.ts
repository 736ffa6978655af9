import { revalidatePath } from "next/cache";
import { pollAnswerSchema } from "@/lib/booking/poll-answer";
import { answerPoll } from "@/lib/booking/polls";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import type { PollAnsweredAnswer } from "@/lib/booking/polls-contract";
import { LOCALES } from "@/lib/kernel/enums/locales";
import { localeHref } from "@/lib/kernel/i18n/paths";

/**
 * Answers a satisfaction poll. The single-use token from the email is the credential: the
 * person answering need not be signed in (the email may be opened on another device). An
 * answer the customer lets us publish regenerates the home pages, whose ratings are read then.
 */
export const POST = route({ access: "public", body: pollAnswerSchema }, async ({ body, database }) => {
  const result = await answerPoll(await database(), body);
  if (result.ok) {
    // Both languages' home pages show the ratings (docs/architecture.md, "Languages").
    if (body.publish) for (const home of LOCALES.map((locale) => localeHref(locale, "/"))) revalidatePath(home);
    return ok<PollAnsweredAnswer>({ answered: true });
  }
  return result.reason === "answered" ? failure("conflict", "This poll was already answered. Thank you!") : failure("not-found", "This poll link is not valid.");
});
