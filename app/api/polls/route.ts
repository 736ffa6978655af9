import { pollAnswerSchema } from "@/lib/booking/poll-answer";
import { answerPoll } from "@/lib/booking/polls";
import { getDb } from "@/lib/db";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";

/**
 * Answers a satisfaction poll. The single-use token from the email is the credential: the
 * person answering need not be signed in (the email may be opened on another device).
 */
export async function POST(request: Request): Promise<Response> {
  const parsed = await parseJsonBody(request, pollAnswerSchema);
  if (!parsed.ok) return parsed.response;
  const result = await answerPoll(await getDb(), parsed.data);
  if (result.ok) return okResponse({ answered: true });
  return result.reason === "answered"
    ? errorResponse(409, "This poll was already answered. Thank you!")
    : errorResponse(404, "This poll link is not valid.");
}
