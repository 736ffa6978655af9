import { z } from "zod";
import { safeReturnPath, startCardSetup } from "@/lib/payments/cards/checkouts";
import { getConfig } from "@/lib/platform/config";
import { activeUser } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { getPaymentProvider } from "@/lib/payments/provider/provider";
import type { CardSetupBody, CheckoutStartedAnswer } from "@/lib/payments/cards/checkouts-contract";

const bodySchema = z.object({ returnPath: z.string().max(500).nullish() }) satisfies z.ZodType<unknown, CardSetupBody>;

export const CARD_SETUP_UNAVAILABLE = "Cards cannot be saved online right now. Please call us and we will help.";

/** Starts saving a card: the answer is the hosted page to send the customer to (Checkout in setup mode). */
export const POST = route({ access: activeUser, body: bodySchema, bodyOptional: true, writes: "exempt-from-maintenance" }, async ({ user, body, logger, database }) => {
  const provider = getPaymentProvider();
  if (!provider) return failure("unavailable", CARD_SETUP_UNAVAILABLE);
  const returnPath = safeReturnPath(body.returnPath, "/profile/payment-methods");
  try {
    const started = await startCardSetup(await database(), provider, user.id, { publicUrl: getConfig().PUBLIC_URL, returnPath });
    return ok<CheckoutStartedAnswer>({ redirectUrl: started.redirectUrl });
  } catch (error) {
    logger.error({ err: error, provider: provider.name }, "card setup checkout could not be created");
    return failure("upstream-failed", "We could not open the card page. Nothing was saved; please try again in a moment.");
  }
});
