import type { Metadata } from "next";
import { z } from "zod";
import Link from "next/link";
import { cardClass, linkClass } from "@/components/ui/styles";
import { PollForm } from "@/components/orders/PollForm";
import { TipSection } from "@/components/orders/TipSection";
import { formatVisitDate } from "@/lib/booking/booking-time";
import { formatOrderNumber } from "@/lib/booking/order-number";
import { pollPageView } from "@/lib/payments/poll-page";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "How did we do?", robots: { index: false } };

type Params = Promise<{ token: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The star tapped in the email (`?rating=1`…`5`); anything else chooses nothing. */
const tappedRating = z.coerce.number().int().min(1).max(5);

/**
 * The satisfaction poll linked from the completion email. The link's token is the credential,
 * so no sign-in is needed; it answers once. The same link offers a tip for the cleaner
 * (docs/payments.md#tips), before or after the answer.
 */
export default async function PollPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { token } = await params;
  const tapped = tappedRating.safeParse((await searchParams).rating);
  // Without a card the tip section offers the card page: directly to the order's own customer,
  // through sign-in to anyone else holding the link (the card must land on the right account).
  const { poll, tip, ownsOrder } = await pollPageView(token, async () => (await getSessionUser())?.id ?? null);
  const here = `/poll/${encodeURIComponent(token)}`;
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <div className={cardClass}>
        {!poll ? (
          <>
            <h1 className="text-2xl font-bold text-ink">This link does not work</h1>
            <p className="mt-2 text-slate-600">It may be incomplete. Open it again from the email, or tell us how we did by replying to it.</p>
          </>
        ) : poll.answered ? (
          <>
            <h1 className="text-2xl font-bold text-ink">Thanks, we have your answer</h1>
            <p className="mt-2 text-slate-600">You already rated this cleaning. If something still needs fixing, reply to the email or call us.</p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-ink">How did we do?</h1>
            <p className="mt-2 text-slate-600">
              {poll.serviceName} on {formatVisitDate(poll.startsAt)} ({formatOrderNumber(poll.orderNumber)}).
            </p>
            <div className="mt-6">
              <PollForm token={token} initialRating={tapped.success ? tapped.data : null} />
            </div>
          </>
        )}
      </div>
      {poll && tip ? (
        <TipSection
          offer={tip}
          orderId={poll.orderId}
          pollToken={token}
          addCard={ownsOrder ? { kind: "start", returnPath: here } : { kind: "sign-in", href: `/login?returnUrl=${encodeURIComponent(here)}` }}
        />
      ) : null}
      <p className="mt-6 text-center text-sm">
        <Link href="/" className={linkClass}>
          Back to the home page
        </Link>
      </p>
    </div>
  );
}
