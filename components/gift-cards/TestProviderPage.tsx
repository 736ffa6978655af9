import type { ReactNode } from "react";
import { cardClass } from "@/components/ui/styles";
import { TestModeNotice } from "./TestModeNotice";

/**
 * The frame of a page the test-mode provider shows in place of Stripe's (the gift-card checkout
 * and the card page): the test-mode label, the company's name as the payee, the page's h1 and
 * one line under it, then the page's own controls.
 */
export function TestProviderPage({ titleId, stands, title, subtitle, children }: { titleId: string; stands: string; title: ReactNode; subtitle: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className={`${cardClass} space-y-5`}>
      <TestModeNotice detail={`This page stands in for ${stands} on a demo installation.`} />
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">Borough Bright Cleaning</p>
        <h1 id={titleId} className="mt-1 text-2xl font-bold text-ink">
          {title}
        </h1>
        <p className="mt-1 text-slate-600">{subtitle}</p>
      </div>
      {children}
    </section>
  );
}
