import { isQuoteLink, unsubscribeQuote } from "@/lib/booking/unfinished-quotes/restore-quote";
import { emailLinkRoutes } from "@/lib/web/http/email-link-page";

/** The quote email's "stop emails" link (docs/product.md#unfinished-bookings): the page asks, its button stops them. */
const routes = emailLinkRoutes({
  recognises: isQuoteLink,
  act: unsubscribeQuote,
  ask: { title: "Stop emails about this quote?", text: "We will not email you about it again. You can still book any time on our site.", button: "Stop the emails" },
  done: { title: "You will get no more emails about this quote", text: "Done. If you change your mind, you can still book any time on our site." },
});

export const GET = routes.GET;
export const POST = routes.POST;
