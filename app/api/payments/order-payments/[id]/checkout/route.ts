import { startOrderCheckout } from "@/lib/payments/cards/checkouts";
import type { CheckoutStartedAnswer } from "@/lib/payments/cards/checkouts-contract";
import { getConfig } from "@/lib/platform/config";
import { activeUser } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import { getPaymentProvider } from "@/lib/payments/provider/provider";

const NOT_FOUND = "We could not find that payment in your account.";

/** The pay-or-update link's button: Checkout in payment mode for one of the customer's own unpaid payments. */
export const POST = route(
  { access: activeUser, params: uuidIdParams, notFound: NOT_FOUND, writes: "exempt-from-maintenance" },
  async ({ user, params, logger, database }) => {
    const provider = getPaymentProvider();
    if (!provider) return failure("unavailable", "Payments cannot be taken online right now. Please call us and we will help.");
    try {
      const started = await startOrderCheckout(await database(), provider, user.id, params.id, { publicUrl: getConfig().PUBLIC_URL, returnPath: `/pay/${params.id}` });
      if (!started.ok) return failure(started.kind, started.message);
      return ok<CheckoutStartedAnswer>({ redirectUrl: started.checkout.redirectUrl });
    } catch (error) {
      logger.error({ err: error, provider: provider.name }, "order checkout could not be created");
      return failure("upstream-failed", "We could not open the payment page. Nothing was charged; please try again in a moment.");
    }
  },
);
