import { z } from "zod";
import { multiLineText } from "@/lib/kernel/validation/text";

/** What the poll page sends: shared by the form (limits) and the route (parsing). */

export const POLL_COMMENT_MAX = 2000;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const RATING_MESSAGE = "Choose a rating from 1 to 5.";

export const isPollToken = (token: string) => TOKEN.test(token);

export const pollAnswerSchema = z.object({
  token: z.string({ error: "This poll link is not valid." }).regex(TOKEN, { error: "This poll link is not valid." }),
  rating: z.number({ error: RATING_MESSAGE }).int({ error: RATING_MESSAGE }).min(1, { error: RATING_MESSAGE }).max(5, { error: RATING_MESSAGE }),
  comment: multiLineText("comment")
    .trim()
    .max(POLL_COMMENT_MAX, { error: `Keep the comment under ${POLL_COMMENT_MAX} characters.` })
    .nullish()
    .transform((value) => (value ? value : null)),
  /** "You may publish my rating and comment": unticked (false) unless the customer ticks it. */
  publish: z.boolean({ error: "Say whether we may publish your rating." }).optional().default(false),
});
export type PollAnswer = z.output<typeof pollAnswerSchema>;
