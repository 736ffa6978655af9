import type { ReactNode } from "react";
import { ButtonLink } from "@/components/site/ButtonLink";

export interface ErrorLink {
  href: string;
  label: string;
  primary?: boolean;
}

/**
 * The body of a public error page (404, 403): what happened in a sentence, where to go, then
 * `after` (another way to reach us). `codeLabel` is "Error 404" in the page's language.
 */
export function HttpErrorSection({
  code,
  codeLabel = `Error ${code}`,
  title,
  links,
  children,
  after,
}: {
  code: 403 | 404;
  codeLabel?: string;
  title: string;
  links: ErrorLink[];
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-20">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-800">{codeLabel}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink">{title}</h1>
        <p className="mt-4 text-lg text-slate-700">{children}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {links.map((link) => (
            <li key={link.href}>
              <ButtonLink href={link.href} variant={link.primary ? "primary" : "secondary"}>
                {link.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
        {after}
      </div>
    </section>
  );
}
