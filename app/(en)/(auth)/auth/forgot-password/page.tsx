import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/AuthCard";
import { ForgotPasswordForm } from "@/components/auth/ForgotPasswordForm";
import { requireSignedOut } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Forgot your password?", robots: { index: false } };

export default async function ForgotPasswordPage() {
  await requireSignedOut();
  return (
    <AuthCard title="Forgot your password?" intro="Enter the email of your account and we will send a link to choose a new password.">
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm">
        <Link href="/login" className="font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
