import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/AuthCard";
import { ResendVerificationButton } from "@/components/auth/ResendVerificationButton";
import { sanitizeReturnUrl } from "@/lib/auth/return-url";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Confirm your email", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function VerifyEmailNoticePage({ searchParams }: { searchParams: SearchParams }) {
  const user = await getSessionUser();
  const returnUrl = sanitizeReturnUrl((await searchParams).returnUrl);
  if (user?.emailVerified) {
    return (
      <AuthCard title="Your email is confirmed">
        <Link href={returnUrl} className="block w-full rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800">
          Continue
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Check your inbox"
      intro={
        <p>
          We sent a confirmation link to {user ? <strong className="text-slate-900">{user.email}</strong> : "your email address"}. Open it to
          confirm the address. You can look around and fill in a booking now; confirming is needed before you submit a booking or buy a gift card.
        </p>
      }
    >
      <div className="space-y-4">
        {user ? <ResendVerificationButton returnUrl={returnUrl === "/" ? undefined : returnUrl} /> : <p className="text-sm text-slate-600"><Link className="font-medium text-brand-700 hover:underline" href="/login">Sign in</Link> to send the link again.</p>}
        <p className="text-sm text-slate-600">The link expires after 24 hours. If it is not in your inbox, look in spam or promotions.</p>
        <Link href={returnUrl} className="block text-center text-sm font-medium text-brand-700 hover:underline">
          Continue without confirming for now
        </Link>
      </div>
    </AuthCard>
  );
}
