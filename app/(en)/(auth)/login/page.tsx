import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { LoginTabs } from "@/components/auth/LoginTabs";
import { loginErrorMessage, loginNoticeMessage } from "@/lib/auth/login-errors";
import { googleEnabled } from "@/lib/auth/options";
import { afterSignInUrl } from "@/lib/auth/landing";
import { requireSignedOut } from "@/lib/auth/session";

export const metadata: Metadata = {
  title: "Sign in or create an account",
  description: "Sign in to book and manage your cleanings, or create a Borough Bright account in a minute.",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  await requireSignedOut();
  const params = await searchParams;
  // Without a page to return to, sign-in lands on the role's own start page.
  const returnUrl = afterSignInUrl(params.returnUrl);
  return (
    <AuthCard>
      <LoginTabs
        returnUrl={returnUrl}
        initialTab={params.tab === "register" ? "register" : "signin"}
        error={loginErrorMessage(params.error)}
        notice={loginNoticeMessage(params.notice)}
        googleEnabled={googleEnabled()}
      />
    </AuthCard>
  );
}
