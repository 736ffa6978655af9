import type { ReactNode } from "react";
import type { Crumb } from "@/lib/site/seo/breadcrumbs";
import { Breadcrumbs } from "./Breadcrumbs";
import { Icon, type IconName } from "./icons";

/**
 * The top of an inner page: breadcrumbs, an eyebrow, the page's one h1 and its intro (both
 * from its copy), and actions, with an optional illustration or facts card beside them.
 */
export function PageHeader({
  crumbs,
  eyebrow,
  page: { h1, intro },
  actions,
  aside,
}: {
  crumbs: readonly Crumb[];
  eyebrow?: ReactNode;
  page: { h1: string; intro: readonly string[] };
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
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{h1}</h1>
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

/** An eyebrow led by an icon: the service's, or the pin of a borough. */
export function IconEyebrow({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Icon name={icon} className="h-5 w-5" />
      {children}
    </span>
  );
}
