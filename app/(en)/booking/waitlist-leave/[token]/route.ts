import { isWaitlistLink, leaveWaitlist } from "@/lib/waitlist/leave";
import { emailLinkRoutes } from "@/lib/web/http/email-link-page";

/**
 * A waitlist email's leave link (docs/product.md#waitlist): the page asks, its button leaves,
 * releasing a time held for them to the next in line.
 */
const routes = emailLinkRoutes({
  recognises: isWaitlistLink,
  act: (db, token) => leaveWaitlist(db, { token }, new Date()),
  ask: { title: "Leave the waitlist?", text: "We will stop watching that day for you, and any time we are holding for you goes to the next person waiting.", button: "Leave the waitlist" },
  done: { title: "You have left the waitlist", text: "Done. You can still book any open time on our site, or join the list again." },
});

export const GET = routes.GET;
export const POST = routes.POST;
