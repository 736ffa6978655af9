import { getDb } from "@/lib/db";
import { requireApiUser } from "@/lib/http/guards";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";
import { providerNamed } from "@/lib/payments/provider";
import { cancelTestPayment, testCheckoutRefSchema } from "@/lib/payments/test-checkout";

/** The test checkout's Cancel button: the payment fails and nothing is issued. */
export async function POST(request: Request): Promise<Response> {
  const guarded = await requireApiUser();
  if (!guarded.ok) return guarded.response;
  if (!providerNamed("test")) return errorResponse(404, "Test mode is not available.");
  const parsed = await parseJsonBody(request, testCheckoutRefSchema);
  if (!parsed.ok) return parsed.response;
  const result = await cancelTestPayment(await getDb(), guarded.user.id, parsed.data.ref);
  if (!result.ok) return errorResponse(404, "That checkout does not exist.");
  return okResponse({ outcome: result.outcome, redirectUrl: `/gift-cards?cancelled=${result.purchaseId}` });
}
