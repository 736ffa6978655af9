import type { Metadata } from "next";
import { PublicShell } from "@/components/layout/PublicShell";
import { ButtonLink } from "@/components/site/ButtonLink";

export const metadata: Metadata = { title: { absolute: "No access | Borough Bright Cleaning" }, robots: { index: false, follow: false } };

/**
 * A signed-in user opening a page their role may not see (a customer at /admin, say) gets this
 * 403 from the server's page guard (requireAdminPage, requireCabinetPage), which proxy.ts lets
 * through to answer: saying so is clearer than a silent trip to the home page, and a page that
 * exists is not a 404.
 */
export default function Forbidden() {
  return (
    <PublicShell>
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-800">Error 403</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink">You don&apos;t have access to this page</h1>
          <p className="mt-4 text-lg text-slate-700">
            This part of the site is for our cleaners and office team. Your bookings, receipts and account settings are all in your account.
          </p>
          <ul className="mt-8 flex flex-wrap justify-center gap-3">
            <li>
              <ButtonLink href="/profile" variant="primary">
                Go to my account
              </ButtonLink>
            </li>
            <li>
              <ButtonLink href="/" variant="secondary">
                Home
              </ButtonLink>
            </li>
            <li>
              <ButtonLink href="/contact" variant="secondary">
                Contact us
              </ButtonLink>
            </li>
          </ul>
        </div>
      </section>
    </PublicShell>
  );
}
