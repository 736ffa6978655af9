import type { ReactNode } from "react";
import type { Crumb } from "@/lib/site/seo/breadcrumbs";
import { Breadcrumbs } from "./Breadcrumbs";

/**
 * The top of an inner page: breadcrumbs, an eyebrow, the page's one h1, its intro and
 * actions, with an optional illustration or facts card beside them.
 */
export function PageHeader({
  crumbs,
  eyebrow,
  title,
  intro,
  actions,
  aside,
}: {
  crumbs: readonly Crumb[];
  eyebrow?: ReactNode;
  title: string;
  intro: readonly string[];
  actions?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pb-12 pt-6 md:pb-16 md:pt-8">
        <Breadcrumbs crumbs={crumbs} />
        <div className={`mt-8 grid items-start gap-10 ${aside ? "lg:grid-cols-[1.5fr_1fr]" : ""}`}>
          <div className="max-w-3xl">
            {eyebrow ? <div className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-800">{eyebrow}</div> : null}
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{title}</h1>
            {intro.map((paragraph, index) => (
              <p key={paragraph} className={index === 0 ? "mt-5 text-xl leading-relaxed text-slate-700" : "mt-4 text-lg leading-relaxed text-slate-700"}>
                {paragraph}
              </p>
            ))}
            {actions ? <div className="mt-8 flex flex-wrap items-center gap-3">{actions}</div> : null}
          </div>
          {aside}
        </div>
      </div>
    </div>
  );
}
