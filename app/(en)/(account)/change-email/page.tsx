import type { Metadata } from "next";
import { AccountCard, AccountPage } from "@/components/account/AccountPage";
import { ChangeEmailForm } from "@/components/account/ChangeEmailForm";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Change email", robots: { index: false } };

export default async function ChangeEmailPage() {
  const user = await requireUser();
  return (
    <AccountPage
      current="/change-email"
      title="Change email"
      intro={
        <>
          You sign in with <strong className="break-all font-semibold text-ink">{user.email}</strong>. We will send a link to the new address; your email
          changes only when you open it.
        </>
      }
    >
      <AccountCard id="email" title="Your new email address">
        <ChangeEmailForm currentEmail={user.email} />
      </AccountCard>
    </AccountPage>
  );
}
