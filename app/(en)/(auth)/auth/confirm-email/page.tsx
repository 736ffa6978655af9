import type { Metadata } from "next";
import Link from "next/link";
import { confirmEmailFromLink } from "@/lib/account/account-pages";
import type { ConfirmEmailOutcome } from "@/lib/account/change-email";
import { getCurrentSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Confirm your new email", robots: { index: false } };
// The link is used up when this page renders: it must never be prerendered or cached.
export const dynamic = "force-dynamic";

/** The signed-in session opening the link, if any (it survives the change). */
async function currentSessionOrNone(): Promise<{ userId: string; sessionId: string } | undefined> {
  const current = await getCurrentSession();
  return current ? { userId: current.user.id, sessionId: current.sessionId } : undefined;
}

type Props = { searchParams: Promise<{ token?: string | string[] }> };

const primary = "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const secondary = "inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50";

function Outcome({ outcome }: { outcome: ConfirmEmailOutcome }) {
  switch (outcome.kind) {
    case "changed":
      return (
        <>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Email confirmed</p>
          <h1 className="mt-2 text-3xl font-bold text-ink">Your email is changed</h1>
          <p className="mt-4 text-slate-600">
            Your account now uses <strong className="break-all text-ink">{outcome.newEmail}</strong>. Sign in with it from now on; we told your old address about the change.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Link href="/profile" className={primary}>
              Go to your profile
            </Link>
            <Link href="/login" className={secondary}>
              Sign in
            </Link>
          </div>
        </>
      );
    case "taken":
      return (
        <>
          <p className="text-sm font-semibold uppercase tracking-wide text-red-700">Not changed</p>
          <h1 className="mt-2 text-3xl font-bold text-ink">That address is taken</h1>
          <p className="mt-4 text-slate-600">
            Another account started using <strong className="break-all text-ink">{outcome.newEmail}</strong> before you opened this link, so your email stays as it was. You can choose a different address.
          </p>
          <div className="mt-8 flex justify-center">
            <Link href="/change-email" className={primary}>
              Choose another address
            </Link>
          </div>
        </>
      );
    case "invalid":
      return (
        <>
          <p className="text-sm font-semibold uppercase tracking-wide text-red-700">Link not valid</p>
          <h1 className="mt-2 text-3xl font-bold text-ink">This link has expired or was already used</h1>
          <p className="mt-4 text-slate-600">
            Confirmation links work once, for 24 hours, and only the newest one you asked for. If your email did not change, ask for a new link.
          </p>
          <div className="mt-8 flex justify-center">
            <Link href="/change-email" className={primary}>
              Ask for a new link
            </Link>
          </div>
        </>
      );
  }
}

/** Opened from the mail sent to the new address: switches the account's email (signed in or not). */
export default async function ConfirmEmailPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const outcome: ConfirmEmailOutcome = typeof token === "string" && token ? await confirmEmailFromLink(token, await currentSessionOrNone()) : { kind: "invalid" };
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24" aria-live="polite">
      <Outcome outcome={outcome} />
    </section>
  );
}
