import type { Metadata } from "next";
import Link from "next/link";
import { primaryButtonClass } from "@/components/ui/styles";
import { formatUsd } from "@/lib/kernel/format/shorthand";
import { welcomeOfferView } from "@/lib/referrals/welcome-page";

export const metadata: Metadata = { title: "A friend sent you a welcome discount", robots: { index: false } };

/** Read per visit: the amount is a setting staff may change. */
export const dynamic = "force-dynamic";

/** Where a referral link lands (/r/{code}): the friend's welcome, then on to booking. */
export default async function WelcomeFriendPage() {
  const { welcomeCents } = await welcomeOfferView();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-6">
        <h1 className="text-2xl font-bold text-ink">A friend sent you {formatUsd(welcomeCents)} off your first cleaning</h1>
        <p className="mt-2 text-slate-700">
          Book a home or office cleaning anywhere we serve in Manhattan, Brooklyn or Queens within 30 days, and the discount comes off your first visit before tax. Nothing is charged until the visit is done.
        </p>
        <Link href="/booking" className={`${primaryButtonClass} mt-5 inline-flex`}>
          Book your cleaning
        </Link>
      </div>
    </div>
  );
}
