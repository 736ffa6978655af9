import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/AuthCard";
import { tokenSchema } from "@/lib/auth/account-schemas";
import { verifyEmail } from "@/lib/auth/email-verification";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "Email confirmation", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Opened from the verification email: confirms the address on the server as the page renders. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const token = tokenSchema.safeParse((await searchParams).token);
  const outcome = token.success ? await verifyEmail(await getDb(), token.data) : "invalid";
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
