import { getDb } from "@/lib/db";
import { requireActiveApiUser } from "@/lib/http/guards";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";
import { providerNamed } from "@/lib/payments/provider";
import { confirmTestPayment, testCheckoutRefSchema } from "@/lib/payments/test-checkout";

/** The test checkout's Pay button (the buyer's own checkout only): confirms as a webhook would. */
export async function POST(request: Request): Promise<Response> {
  const guarded = await requireActiveApiUser();
  if (!guarded.ok) return guarded.response;
  if (!providerNamed("test")) return errorResponse(404, "Test mode is not available.");
  const parsed = await parseJsonBody(request, testCheckoutRefSchema);
  if (!parsed.ok) return parsed.response;
  const result = await confirmTestPayment(await getDb(), guarded.user.id, parsed.data.ref);
  if (!result.ok) return errorResponse(404, "That checkout does not exist.");
  return okResponse({ outcome: result.outcome, redirectUrl: `/gift-card-confirmation?purchase=${result.purchaseId}` });
}
