import type { Metadata } from "next";
import Link from "next/link";
import { cardClass, primaryButtonClass } from "@/components/ui/styles";
import { getCompanyContacts } from "@/lib/site/company";

export const metadata: Metadata = { title: "Thank you for your feedback", robots: { index: false } };

/** Shown after the satisfaction poll is answered. */
export default function PollSuccessPage() {
  const { phone, phoneHref } = getCompanyContacts();
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <div className={`${cardClass} text-center`}>
        <h1 className="text-2xl font-bold text-ink">Thank you for your feedback</h1>
        <p className="mt-3 text-slate-600">
          Every answer is read by our team. If the cleaning was not right, we will be in touch to set up a free re-clean under our 100% satisfaction guarantee. You
          can also call us at{" "}
          <a href={phoneHref} className="font-semibold text-brand-700 underline">
            {phone}
          </a>
          .
        </p>
        <Link href="/booking" className={`${primaryButtonClass} mt-6`}>
          Book your next cleaning
        </Link>
      </div>
    </div>
  );
}
