import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/AuthCard";
import { tokenSchema } from "@/lib/auth/account-schemas";
import { verifyEmailFromLink } from "@/lib/auth/verify-email-page";
import { returnPathOrNothing } from "@/lib/auth/return-url";

export const metadata: Metadata = { title: "Email confirmation", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Opened from the verification email: confirms the address on the server as the page renders.
 * A link made when someone signed up from a page (the booking form) carries it as `returnUrl`,
 * only a path on this site: once confirmed they land back there, in their saved booking.
 */
export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const token = tokenSchema.safeParse(params.token);
  const outcome = token.success ? await verifyEmailFromLink(token.data) : "invalid";
  const returnUrl = returnPathOrNothing(params.returnUrl);
  if (outcome !== "invalid" && returnUrl) redirect(returnUrl);
  if (outcome === "invalid") {
    return (
      <AuthCard title="This link does not work" intro="It may have expired or been replaced by a newer one.">
        <Link href="/auth/verify-email-notice" className="block w-full rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800">
          Get a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Your email is confirmed" intro="Thank you. You can now book cleanings and buy gift cards.">
      <Link href="/booking" className="block w-full rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800">
        Book a cleaning
      </Link>
    </AuthCard>
  );
}
