import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/AuthCard";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";
import { tokenSchema } from "@/lib/auth/account-schemas";
import { requireSignedOut } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  await requireSignedOut();
  const token = tokenSchema.safeParse((await searchParams).token);
  if (!token.success) {
    return (
      <AuthCard title="This link is incomplete" intro="Open the link from the email again, or ask for a new one.">
        <Link href="/auth/forgot-password" className="block w-full rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" intro="Setting a new password signs your account out on every other device.">
      <ResetPasswordForm token={token.data} />
    </AuthCard>
  );
}
