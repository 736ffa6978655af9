import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard, AccountPage } from "@/components/account/AccountPage";
import { ChangePasswordForm } from "@/components/account/ChangePasswordForm";
import { linkClass } from "@/components/ui/styles";
import { changePasswordPageView } from "@/lib/account/account-pages";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Change password", robots: { index: false } };

export default async function ChangePasswordPage() {
  const user = await requireUser();
  const profile = await changePasswordPageView(user.id);
  return (
    <AccountPage current="/change-password" title="Change password" intro="Changing your password signs you out on every other device. You stay signed in here.">
      <AccountCard id="password" title="Choose a new password">
        {profile?.hasPassword === false ? (
          <p className="text-sm text-slate-700">
            You sign in with Google, so your account has no password yet. To add one, sign out and use{" "}
            <Link href="/auth/forgot-password" className={linkClass}>
              Forgot password
            </Link>{" "}
            with {user.email}.
          </p>
        ) : (
          <ChangePasswordForm email={user.email} />
        )}
      </AccountCard>
    </AccountPage>
  );
}
