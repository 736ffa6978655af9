import { getCustomerOrder } from "@/lib/booking/orders/queries";
import { findPoll, type PollView } from "@/lib/booking/polls";
import { getDb } from "@/lib/platform/db";
import { tipOfferFor, type TipOffer } from "@/lib/payments/tips/tips";

export interface PollPageView {
  poll: PollView | null;
  tip: TipOffer | null;
  /** Whether whoever opened the link is signed in as the order's own customer. */
  ownsOrder: boolean;
}

/**
 * /poll/{token}: the poll the link names and the tip it offers (docs/payments.md#tips). Without a
 * card the tip section offers the card page: directly to the order's own customer, through
 * sign-in to anyone else holding the link (the card must land on the right account), so the
 * signed-in viewer is read only then.
 */
export async function pollPageView(token: string, viewerId: () => Promise<string | null>, now: Date = new Date()): Promise<PollPageView> {
  const db = await getDb();
  const poll = await findPoll(db, token);
  const tip = poll ? await tipOfferFor(db, poll.orderId, now) : null;
  const viewer = tip?.state === "needs_card" ? await viewerId() : null;
  const ownsOrder = poll && viewer ? (await getCustomerOrder(db, viewer, poll.orderId, now)) !== null : false;
  return { poll, tip, ownsOrder };
}
